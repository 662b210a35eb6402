//! The API fuzzer of `ludo_lab::fuzz` through the real exports of the built module
//! (`pkg-expert/`, from `scripts/build.sh`), which a Node process holds: every call of the
//! fuzzer goes over a JSON-lines pipe to `e2e/api/bridge.mjs`, where it is made on the
//! exported `Game` through its JavaScript glue, with the values only JavaScript has
//! (`undefined`, `NaN`, BigInts, functions, symbols, objects that refer to themselves,
//! arrays nested 100,000 deep, getters that throw) made there from the fuzzer's tags.
//! Nothing may trap or throw anything but an `Error` with a code and a message, and a
//! refused call leaves the game exactly as it was (the fuzzer's own checks).
//!
//! Ignored by a plain `cargo test` (it needs the build); after `scripts/build.sh`:
//!   cargo test --release --test all -- --ignored exports_fuzz
//! `LUDO_API_MODULE=DIR` tries another build of the module. The values only JavaScript
//! has are also offered to every call in each browser's engine, by the last API case
//! (`e2e/api/cases.mjs`).

use std::cell::RefCell;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

use ludo_lab::fuzz::{Api, Arg, Fuzzer, JsOnly, Tally};
use serde_json::{Value, json};

/// The Node process holding the module, one per test thread.
struct Bridge {
    node: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

thread_local! {
    static BRIDGE: RefCell<Option<Bridge>> = const { RefCell::new(None) };
}

impl Bridge {
    fn start() {
        let dir = env!("CARGO_MANIFEST_DIR");
        let mut node = Command::new("node")
            .arg(format!("{dir}/e2e/api/bridge.mjs"))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("node starts");
        let input = node.stdin.take().expect("a pipe to node");
        let output = BufReader::new(node.stdout.take().expect("a pipe from node"));
        let bridge = Bridge {
            node,
            input,
            output,
        };
        BRIDGE.with(|b| *b.borrow_mut() = Some(bridge));
    }

    fn stop() {
        if let Some(mut b) = BRIDGE.with(|b| b.borrow_mut().take()) {
            drop(b.input); // node's stdin ends, and so does the bridge
            let _ = b.node.wait();
        }
    }

    /// Sends one request and reads its answer; `Err` if the bridge is gone.
    fn send(request: &Value) -> Result<Value, String> {
        BRIDGE.with(|b| {
            let mut b = b.borrow_mut();
            let b = b.as_mut().ok_or("no bridge")?;
            writeln!(b.input, "{request}").map_err(|e| format!("writing to node: {e}"))?;
            let mut line = String::new();
            match b.output.read_line(&mut line) {
                Ok(0) => Err("node ended (see its output above)".to_string()),
                Ok(_) => serde_json::from_str(&line).map_err(|e| format!("node's answer: {e}")),
                Err(e) => Err(format!("reading from node: {e}")),
            }
        })
    }

    /// A call: its value, or the refusal as `[code] message`. Panics, failing the test,
    /// on anything an export may not do (see `e2e/api/bridge.mjs`).
    fn call(request: Value) -> Result<Value, String> {
        let answer = Bridge::send(&request).unwrap_or_else(|e| panic!("{request}: {e}"));
        if let Some(v) = answer.get("ok") {
            return Ok(v.clone());
        }
        if let Some(r) = answer.get("refused") {
            return Err(format!(
                "[{}] {}",
                r["code"].as_str().unwrap_or_default(),
                r["message"].as_str().unwrap_or_default()
            ));
        }
        panic!("{}, in {}", answer["broken"], short(&request));
    }
}

/// A request for a message, without the long arguments.
fn short(request: &Value) -> String {
    let text = request.to_string();
    if text.chars().count() > 300 {
        format!("{}…", text.chars().take(300).collect::<String>())
    } else {
        text
    }
}

fn arg(a: &Arg) -> Value {
    match a {
        Arg::Json(v) => json!({ "json": v }),
        Arg::Js(kind) => json!({ "js": format!("{kind:?}") }),
    }
}

/// An exported `Game` held by the bridge.
struct Exported(u64);

impl Drop for Exported {
    fn drop(&mut self) {
        // Best effort: a bridge already gone (a failed test) has nothing to free.
        let _ = Bridge::send(&json!({ "op": "free", "game": self.0 }));
    }
}

impl Exported {
    fn made(r: Result<Value, String>) -> Result<Exported, String> {
        r.map(|id| Exported(id.as_u64().expect("a game id")))
    }

    fn on(&self, op: &str) -> Result<Value, String> {
        Bridge::call(json!({ "op": op, "game": self.0 }))
    }

    fn read(&self, op: &str) -> Value {
        self.on(op)
            .unwrap_or_else(|e| panic!("{op}() may not be refused: {e}"))
    }
}

impl Api for Exported {
    fn create(options: &Arg) -> Result<Self, String> {
        Exported::made(Bridge::call(json!({ "op": "new", "arg": arg(options) })))
    }
    fn from_state(state: &Arg) -> Result<Self, String> {
        Exported::made(Bridge::call(
            json!({ "op": "fromState", "arg": arg(state) }),
        ))
    }
    fn from_position(view: &Arg) -> Result<Self, String> {
        Exported::made(Bridge::call(
            json!({ "op": "fromPosition", "arg": arg(view) }),
        ))
    }
    fn geometry_of(board: &str) -> Result<Value, String> {
        Bridge::call(json!({ "op": "geometryOf", "board": board }))
    }
    fn catalogue() -> Value {
        Bridge::call(json!({ "op": "catalogue" })).expect("the catalogue")
    }
    fn roll(&mut self) -> Result<u8, String> {
        self.on("roll").map(|d| d.as_u64().expect("a die") as u8)
    }
    fn apply_move(&mut self, id: &Arg) -> Result<Value, String> {
        Bridge::call(json!({ "op": "applyMove", "game": self.0, "arg": arg(id) }))
    }
    fn choose_move(&self) -> Result<usize, String> {
        self.on("chooseMove")
            .map(|id| id.as_u64().expect("a move id") as usize)
    }
    fn legal_moves(&self) -> Value {
        self.read("legalMoves")
    }
    fn last_outcome(&self) -> Value {
        self.read("lastOutcome")
    }
    fn state(&self) -> Value {
        self.read("state")
    }
    fn view(&self) -> Value {
        self.read("view")
    }
    fn log_entries(&self, from: &Arg, to: &Arg) -> Result<Value, String> {
        // `to` is a number parameter: as before in the browsers, anything but a number
        // or a left-out value is passed as NaN.
        let to = match to {
            Arg::Json(Value::Null) | Arg::Js(JsOnly::Undefined) => Arg::Js(JsOnly::Undefined),
            Arg::Json(v) if v.is_number() => Arg::Json(v.clone()),
            _ => Arg::Js(JsOnly::NaN),
        };
        Bridge::call(json!({
            "op": "logEntries", "game": self.0, "arg": arg(from), "to": arg(&to)
        }))
    }
    fn views(&self) -> Value {
        self.read("views")
    }
}

/// Fuzz sessions with the given seeds, each of 80 calls, through one bridge.
fn fuzz_sessions(seeds: std::ops::Range<u64>) {
    Bridge::start();
    let mut total = Tally::default();
    for seed in seeds {
        let mut f = Fuzzer::new(seed, true);
        if let Err(e) = f.session::<Exported>(80) {
            panic!("fuzz seed {seed}: {e}");
        }
        total += f.tally();
    }
    Bridge::stop();
    assert!(total.calls > 200, "{total:?}");
    assert!(total.refused > 40 && total.accepted > 40, "{total:?}");
    assert!(total.altered_states > 10, "{total:?}");
}

#[test]
#[ignore = "needs pkg-expert/ from scripts/build.sh, and Node"]
fn random_calls_through_the_exports_never_trap_and_refusals_change_nothing() {
    fuzz_sessions(1_000..1_004);
}

#[test]
#[ignore = "needs pkg-expert/ from scripts/build.sh, and Node"]
fn more_random_calls_through_the_exports() {
    fuzz_sessions(1_004..1_008);
}

#[test]
#[ignore = "needs pkg-expert/ from scripts/build.sh, and Node"]
fn yet_more_random_calls_through_the_exports() {
    fuzz_sessions(1_008..1_012);
}

/// The bridge makes exactly the lab's values only JavaScript has, which the last API case
/// offers to every call in every engine.
#[test]
#[ignore = "needs pkg-expert/ from scripts/build.sh, and Node"]
fn the_bridge_makes_every_value_only_javascript_has() {
    Bridge::start();
    let kinds = Bridge::call(json!({ "op": "kinds" })).expect("the kinds");
    Bridge::stop();
    let lab: Vec<String> = JsOnly::ALL.iter().map(|k| format!("{k:?}")).collect();
    assert_eq!(kinds, json!(lab));
}
