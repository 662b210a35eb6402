//! The README's table of rule switches is generated from the code and must stay in step
//! with it: `UPDATE_FIXTURES=1 cargo test --test all readme::` rewrites it.

use ludo_engine::{Preset, Rules};

const START: &str = "<!-- switches:start -->\n";
const END: &str = "<!-- switches:end -->";

fn value(v: serde_json::Value) -> String {
    match v {
        serde_json::Value::Bool(true) => "on".into(),
        serde_json::Value::Bool(false) => "·".into(),
        serde_json::Value::String(s) => s,
        other => other.to_string().replace(',', ", "),
    }
}

fn table() -> String {
    let mut out = String::from("| switch | what it does |");
    for p in Preset::ALL {
        out += &format!(" {} |", p.name());
    }
    out += "\n| --- | --- |";
    out += &" --- |".repeat(Preset::ALL.len());
    out += "\n";
    for s in Rules::SWITCHES {
        out += &format!("| `{}` | {} |", s.name, s.about);
        for p in Preset::ALL {
            out += &format!(" {} |", value(p.rules().get(s.name).unwrap()));
        }
        out += "\n";
    }
    out
}

#[test]
fn readme_lists_every_switch_with_its_preset_values() {
    let readme = std::fs::read_to_string("README.md").unwrap();
    let start = readme
        .find(START)
        .expect("README has the switches start marker")
        + START.len();
    let end = readme
        .find(END)
        .expect("README has the switches end marker");
    let want = table();
    if std::env::var_os("UPDATE_FIXTURES").is_some() {
        let updated = format!("{}{}{}", &readme[..start], want, &readme[end..]);
        std::fs::write("README.md", updated).unwrap();
        return;
    }
    assert_eq!(
        &readme[start..end],
        want,
        "rerun with UPDATE_FIXTURES=1 to regenerate the table"
    );
}
