//! The API fuzzer of `ludo_lab::fuzz` against the real WebAssembly exports, in headless
//! browsers (`wasm-pack test --headless --chrome|--firefox -- --test web_fuzz`): random
//! calls with valid and invalid arguments, including values only JavaScript has
//! (`undefined`, `NaN`, BigInts, functions, symbols, objects that refer to themselves,
//! arrays nested 100,000 deep, getters that throw). Nothing may trap or throw anything but
//! an `Error` with a code and a message, and a refused call leaves the game exactly as it
//! was.
#![cfg(target_arch = "wasm32")]

use ludo::Game;
use ludo_lab::fuzz::{Api, Arg, Fuzzer, JsOnly, Tally};
use serde_json::Value;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

/// The exported `Game`, seen through the fuzzer's [`Api`].
struct Wasm(Game);

fn js_only(kind: JsOnly) -> JsValue {
    let run = |body: &str| {
        js_sys::Function::new_no_args(body)
            .call0(&JsValue::NULL)
            .expect("the test's JavaScript runs")
    };
    match kind {
        JsOnly::Undefined => JsValue::UNDEFINED,
        JsOnly::NaN => JsValue::from(f64::NAN),
        JsOnly::Infinity => JsValue::from(f64::INFINITY),
        JsOnly::BigInt => run("return 5n"),
        JsOnly::Function => run("return function () { return 1; }"),
        JsOnly::Symbol => run("return Symbol('ludo')"),
        JsOnly::Cyclic => run("const o = { seed: 1 }; o.rules = o; return o"),
        JsOnly::Deep => {
            run("let a = []; for (let i = 0; i < 100000; i++) a = [a]; return { rules: a }")
        }
        JsOnly::ThrowingGetter => {
            run("return { get seed() { throw new Error('no seed today'); }, log: [] }")
        }
    }
}

fn to_js(arg: &Arg) -> JsValue {
    match arg {
        Arg::Json(v) => js_sys::JSON::parse(&v.to_string()).expect("JSON text parses"),
        Arg::Js(kind) => js_only(*kind),
    }
}

fn from_js(v: &JsValue) -> Value {
    let text: String = js_sys::JSON::stringify(v)
        .expect("the API returns plain data")
        .into();
    serde_json::from_str(&text).expect("the API returns JSON")
}

/// A refusal as `[code] message`; it must be a JavaScript `Error` with a code.
fn message(e: JsValue) -> String {
    let code = js_sys::Reflect::get(&e, &"code".into())
        .ok()
        .and_then(|c| c.as_string());
    match (e.dyn_into::<js_sys::Error>(), code) {
        (Ok(err), Some(code)) => format!("[{code}] {}", String::from(err.message())),
        (Ok(err), None) => format!("(an Error without a code: {})", String::from(err.message())),
        (Err(other), _) => format!("(not an Error: {other:?})"),
    }
}

impl Api for Wasm {
    fn create(options: &Arg) -> Result<Self, String> {
        Game::new(to_js(options)).map(Wasm).map_err(message)
    }
    fn from_state(state: &Arg) -> Result<Self, String> {
        Game::from_state(to_js(state)).map(Wasm).map_err(message)
    }
    fn from_position(view: &Arg) -> Result<Self, String> {
        Game::from_position(to_js(view)).map(Wasm).map_err(message)
    }
    fn geometry_of(board: &str, arms: Option<f64>) -> Result<Value, String> {
        Game::geometry_of(board, arms)
            .map(|v| from_js(&v))
            .map_err(message)
    }
    fn catalogue() -> Value {
        Value::Array(vec![from_js(&Game::presets()), from_js(&Game::switches())])
    }
    fn roll(&mut self) -> Result<u8, String> {
        self.0.roll().map_err(message)
    }
    fn apply_move(&mut self, id: &Arg) -> Result<Value, String> {
        self.0
            .apply_move(to_js(id))
            .map(|v| from_js(&v))
            .map_err(message)
    }
    fn choose_move(&self) -> Result<usize, String> {
        self.0.choose_move().map_err(message)
    }
    fn legal_moves(&self) -> Value {
        from_js(&self.0.legal_moves())
    }
    fn last_outcome(&self) -> Value {
        from_js(&self.0.last_outcome())
    }
    fn state(&self) -> Value {
        from_js(&self.0.state())
    }
    fn view(&self) -> Value {
        from_js(&self.0.view())
    }
    fn log_entries(&self, from: &Arg, to: &Arg) -> Result<Value, String> {
        // `to` is a number parameter: JavaScript turns anything else into NaN.
        let to = match to {
            Arg::Json(Value::Null) | Arg::Js(JsOnly::Undefined) => None,
            Arg::Json(v) => Some(v.as_f64().unwrap_or(f64::NAN)),
            Arg::Js(_) => Some(f64::NAN),
        };
        self.0
            .log_entries(to_js(from), to)
            .map(|v| from_js(&v))
            .map_err(message)
    }
    fn views(&self) -> Value {
        Value::Array(vec![from_js(&self.0.stats()), from_js(&self.0.geometry())])
    }
}

/// Fuzz sessions with the given seeds (a few per test, so that no test keeps the page
/// busy for long).
fn fuzz_sessions(seeds: std::ops::Range<u64>) {
    let mut total = Tally::default();
    for seed in seeds {
        let mut f = Fuzzer::new(seed, true);
        if let Err(e) = f.session::<Wasm>(80) {
            panic!("fuzz seed {seed}: {e}");
        }
        total += f.tally();
    }
    assert!(total.calls > 200, "{total:?}");
    assert!(total.refused > 40 && total.accepted > 40, "{total:?}");
    assert!(total.altered_states > 10, "{total:?}");
}

#[wasm_bindgen_test]
fn random_calls_through_the_exports_never_trap_and_refusals_change_nothing() {
    fuzz_sessions(1_000..1_004);
}

#[wasm_bindgen_test]
fn more_random_calls_through_the_exports() {
    fuzz_sessions(1_004..1_008);
}

#[wasm_bindgen_test]
fn yet_more_random_calls_through_the_exports() {
    fuzz_sessions(1_008..1_012);
}

#[wasm_bindgen_test]
fn values_only_javascript_has_are_refused_with_a_message() {
    let mut g = Wasm::create(&Arg::Json(serde_json::json!({ "seed": 11, "seats": 2 }))).unwrap();
    while g.state()["phase"] != "move" {
        g.roll().unwrap();
    }
    let before = g.state();
    for kind in JsOnly::ALL {
        if kind == JsOnly::Undefined {
            // A left-out argument: `new Game()` makes a default game.
            assert!(Wasm::create(&Arg::Js(kind)).is_ok());
            continue;
        }
        for (what, result) in [
            ("new Game", Wasm::create(&Arg::Js(kind)).map(|_| ())),
            ("fromState", Wasm::from_state(&Arg::Js(kind)).map(|_| ())),
            (
                "fromPosition",
                Wasm::from_position(&Arg::Js(kind)).map(|_| ()),
            ),
            ("applyMove", g.apply_move(&Arg::Js(kind)).map(|_| ())),
        ] {
            let msg = result
                .err()
                .unwrap_or_else(|| panic!("{what}({kind:?}) was accepted"));
            assert!(
                msg.starts_with("[args.notData] "),
                "{what}({kind:?}): {msg}"
            );
        }
        assert_eq!(g.state(), before, "a refused {kind:?} changed the game");
    }
    // The module still works after all that.
    let id = g.choose_move().unwrap();
    g.apply_move(&Arg::Json(id.into())).unwrap();
}
