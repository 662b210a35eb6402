//! The page decides no game fact: no file under `www/js` reads a rule switch, but the rules
//! sheet (`screens/rules.js`, which explains them) and the new-game form (`game/start.js`,
//! `screens/form.js`, and `screens/choice.js`, the form's choice as data, which set them).
//! Whatever else the page needs to know (what a roll led
//! to, the hand, the routes, home, towers and barriers, whether scores count) the engine
//! says in its outcomes, views and legal moves (`ludo_api::meaning`).
//!
//! A read is a `.rules.` or `.rules[` property access, or a switch's name read as a
//! property (`.sixBonus`, `['bankSixes']`). Switch names that are also fields of the view
//! (`board`, `specialSquares`: the table's board and squares) are left to the view.

use std::fs;
use std::path::{Path, PathBuf};

use ludo_api::Game;
use serde_json::json;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// The files that may read switches: the rules sheet and the new-game form.
const ALLOWED: &[&str] = &[
    "screens/rules.js",
    "game/start.js",
    "screens/form.js",
    "screens/choice.js",
    // which engine module plays a game, chosen before the game exists (six arms, teams)
    "game/arms.js",
];

fn scripts(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in fs::read_dir(dir).unwrap().flatten() {
        let p = e.path();
        if p.is_dir() {
            scripts(&p, out);
        } else if p.extension().is_some_and(|x| x == "js") {
            out.push(p);
        }
    }
}

/// The lines of the page's scripts that `matches` picks, as `file:line: text`.
fn page_lines(matches: impl Fn(&str) -> bool) -> Vec<String> {
    let mut files = Vec::new();
    scripts(&Path::new(ROOT).join("www/js"), &mut files);
    let mut found = Vec::new();
    for path in files {
        let text = fs::read_to_string(&path).unwrap();
        for (n, line) in text.lines().enumerate() {
            if matches(line) {
                found.push(format!("{}:{}: {}", path.display(), n + 1, line.trim()));
            }
        }
    }
    found
}

/// The switch names that are not also fields of a game's view.
fn switch_names() -> Vec<String> {
    let view = Game::new(&json!({ "seed": 1 })).unwrap().view();
    Game::switches()
        .iter()
        .map(|s| s.name.to_string())
        .filter(|n| view.get(n).is_none())
        .collect()
}

/// Whether `line` reads `name` as a property: `.name` (not a regular expression's `\.`)
/// or `['name']`, not followed by a letter or digit.
fn reads(line: &str, name: &str) -> bool {
    let word = |rest: &str| !rest.starts_with(|c: char| c.is_alphanumeric() || c == '_');
    let dotted = format!(".{name}");
    let bracketed = [format!("['{name}']"), format!("[\"{name}\"]")];
    line.match_indices(&dotted)
        .any(|(i, _)| !line[..i].ends_with('\\') && word(&line[i + dotted.len()..]))
        || bracketed.iter().any(|b| line.contains(b.as_str()))
}

/// The lines of the page's scripts (but the allowed files) that read a rule switch.
fn switch_reads() -> Vec<String> {
    let names = switch_names();
    let mut files = Vec::new();
    scripts(&Path::new(ROOT).join("www/js"), &mut files);
    files.sort();
    let mut found = Vec::new();
    for path in files {
        let within = path.strip_prefix(Path::new(ROOT).join("www/js")).unwrap();
        let file = within.to_string_lossy().replace('\\', "/");
        if ALLOWED.contains(&file.as_str()) || path.parent().is_some_and(|d| d.ends_with("lang")) {
            continue;
        }
        let text = fs::read_to_string(&path).unwrap();
        for (n, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or("");
            let code = code.trim_start();
            if code.starts_with('*') || code.starts_with("/*") {
                continue; // a doc comment
            }
            let rules = code.contains(".rules.") || code.contains(".rules[");
            if rules || names.iter().any(|name| reads(code, name)) {
                found.push(format!("www/js/{file}:{}: {}", n + 1, line.trim()));
            }
        }
    }
    found
}

#[test]
fn no_page_script_but_the_rules_sheet_and_the_new_game_form_reads_a_rule_switch() {
    let found = switch_reads();
    assert!(
        found.is_empty(),
        "the page reads rule switches (ask the engine instead: ludo_api::meaning):\n{}",
        found.join("\n")
    );
}

#[test]
fn the_check_sees_a_switch_read() {
    assert!(switch_names().contains(&"bankSixes".to_string()));
    assert!(!switch_names().contains(&"board".to_string()));
    assert!(reads("if (view.rules.sixBonus) x();", "sixBonus"));
    assert!(reads("const b = rules['bankSixes'];", "bankSixes"));
    assert!(!reads("const b = rules.bankSixesLater;", "bankSixes"));
    assert!(!reads("t('teach_bank')", "bankSixes"));
    assert!(!reads("/rules\\.enterOn: at least one/", "enterOn"));
}

/// The page's list of the view's worked-out fields (`WORKED_OUT` in `www/js/game/flow.js`, which
/// saves leave out) is the engine's own, `ludo_api::meaning::FIELDS`.
#[test]
fn the_page_leaves_out_of_saves_what_the_engine_works_out() {
    let flow = fs::read_to_string(Path::new(ROOT).join("www/js/game/flow.js")).unwrap();
    let line = flow
        .lines()
        .find(|l| l.starts_with("export const WORKED_OUT = ["))
        .expect("flow.js lists WORKED_OUT on one line");
    let names: Vec<&str> = line
        .split('[')
        .nth(1)
        .and_then(|rest| rest.split(']').next())
        .unwrap()
        .split(',')
        .map(|n| n.trim().trim_matches('\''))
        .collect();
    assert_eq!(names, ludo_api::meaning::FIELDS);
}

/// The lines of the page's scripts that read a game's view (`view`, `after`, `before`,
/// `position`) for `field`.
fn view_reads(field: &str) -> Vec<String> {
    let mut files = Vec::new();
    scripts(&Path::new(ROOT).join("www/js"), &mut files);
    files.sort();
    let mut found = Vec::new();
    for path in files {
        let text = fs::read_to_string(&path).unwrap();
        for (n, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or("").trim_start();
            if code.starts_with('*') || code.starts_with("/*") {
                continue;
            }
            if view_read(code, field) {
                let file = path
                    .strip_prefix(ROOT)
                    .unwrap()
                    .to_string_lossy()
                    .to_string();
                found.push(format!("{file}:{}: {}", n + 1, line.trim()));
            }
        }
    }
    found
}

/// Whether `code` reads `field` of a view: `view.dice`, `view?.dice`, `after.dice`, ...
fn view_read(code: &str, field: &str) -> bool {
    ["view", "after", "before", "position"].iter().any(|v| {
        [format!("{v}.{field}"), format!("{v}?.{field}")]
            .iter()
            .any(|read| {
                code.match_indices(read.as_str()).any(|(i, _)| {
                    let before = code[..i].chars().next_back();
                    let after = code[i + read.len()..].chars().next();
                    !before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '.')
                        && !after.is_some_and(|c| c.is_alphanumeric() || c == '_')
                })
            })
    })
}

/// The dice in hand have one name on the page: the engine's `hand` (its `live` dice); the
/// saved position's `dice` is left to saves.
#[test]
fn the_page_reads_the_dice_in_hand_from_the_hand_alone() {
    assert!(view_read("if (view?.dice.length > 1) x();", "dice"));
    assert!(view_read("const d = after.dice;", "dice"));
    assert!(!view_read("const d = st.dice.fault;", "dice"));
    assert!(!view_read("const d = view.diceCount;", "dice"));
    let found = view_reads("dice");
    assert!(
        found.is_empty(),
        "the page reads the saved dice (read the engine's hand: inHand(view.hand)):\n{}",
        found.join("\n")
    );
}

/// The page tells a path position by what the engine says it is (the geometry's `places`,
/// a move's `kind` and `home`, an outcome's `home`), never by a rule of its own: no page
/// script compares a position with `homeFrom` or takes position 0 for the base.
#[test]
fn the_page_takes_home_and_the_base_from_the_engine() {
    let found = page_lines(|line| {
        let code = line.split("//").next().unwrap_or("");
        ["homeFrom", "from === 0", ".to >= ", ".from < "]
            .iter()
            .any(|rule| code.contains(rule))
    });
    assert!(
        found.is_empty(),
        "the page works out home or the base itself:\n{}",
        found.join("\n")
    );
}

/// Whether a line of script writes a field of a game's state on the page itself (the live
/// game's, `play.state.undo = …`, `this.state.said = …`, or a replay's, `v.state.advice =
/// …`) rather than through `change` or `note`.
fn writes_state(line: &str) -> bool {
    let code = line.split("//").next().unwrap_or("");
    let owner = ".state.";
    code.match_indices(owner).any(|(at, _)| {
        let rest = &code[at + owner.len()..];
        let field = rest
            .find(|c: char| !(c.is_alphanumeric() || c == '_'))
            .unwrap_or(rest.len());
        let after = rest[field..].trim_start();
        field > 0
            && (after.starts_with("+=")
                || after.starts_with("-=")
                || (after.starts_with('=') && !after.starts_with("==")))
    })
}

#[test]
fn the_check_sees_a_state_written() {
    assert!(writes_state("    play.state.resultsSeen = true;"));
    assert!(writes_state("if (x) this.state.said = said;"));
    assert!(writes_state("this.state.count += 1;"));
    assert!(writes_state("      this.v.state.advice = null;"));
    assert!(!writes_state(
        "if (this.state.resultsSeen === true) return;"
    ));
    assert!(!writes_state("this.note((s) => (s.said = said));"));
    assert!(!writes_state("const { view } = this.state;"));
    assert!(!writes_state("this.state = emptyState();"));
}

/// The page's game changes in one place (issue 38: "the state is written outside
/// `change`"): `Play.change`, which shows what changed, and `Play.note`, for what nothing
/// draws; a replay's (and its analysis's) through `Viewer.change`. No script assigns a
/// field of the state itself.
#[test]
fn the_page_writes_its_game_state_only_through_change_and_note() {
    let found = page_lines(writes_state);
    assert!(
        found.is_empty(),
        "the game's state written outside change and note:\n{}",
        found.join("\n")
    );
}

/// Whether a line of script waits in a way no signal stops, or counts its steps to cancel
/// them: a `sleep` of its own (the game's waits are `sleep(ms, signal)` of
/// `game/state.js`), a promise of a timer on one line (`new Promise((r) => setTimeout(r,
/// ms))`) but a yield to the event loop (a delay of 0), or a counter bumped to make a
/// step under way give up (`this.gen++`, `gen === this.gen`).
fn unstoppable_wait(line: &str) -> bool {
    let code = line.split("//").next().unwrap_or("");
    let own_sleep = ["const sleep =", "let sleep =", "function sleep("]
        .iter()
        .any(|s| code.contains(s));
    let timer = code.contains("new Promise") && code.contains("setTimeout(");
    let counter = reads(code, "gen") || code.contains("gen++") || code.contains("++gen");
    own_sleep || (timer && !code.contains(", 0)")) || counter
}

#[test]
fn the_check_sees_an_unstoppable_wait() {
    assert!(unstoppable_wait(
        "const sleep = (ms) => new Promise((r) => setTimeout(r, ms));"
    ));
    assert!(unstoppable_wait(
        "      await new Promise((r) => setTimeout(r, PAUSE));"
    ));
    assert!(unstoppable_wait("    this.gen++;"));
    assert!(unstoppable_wait("    if (gen === this.gen) this.pause();"));
    assert!(!unstoppable_wait(
        "    await new Promise((resolve) => setTimeout(resolve, 0));"
    ));
    assert!(!unstoppable_wait(
        "        await sleep(timing.diceFrame, signal);"
    ));
    assert!(!unstoppable_wait("    const general = this.genre;"));
}

/// A game's pending steps stop one way (issue 38: "cancellation is an AbortController plus
/// a counter, sleeps that cannot be stopped and callbacks"): the game's signal. Every wait
/// of the page is `game/state.js`'s `sleep(ms, signal)` (or `until`), which stops at once
/// when the game is stopped, `Play.stop`; no script counts its steps instead.
#[test]
fn the_page_waits_only_on_the_games_signal() {
    let state = fs::read_to_string(Path::new(ROOT).join("www/js/game/state.js")).unwrap();
    assert!(state.contains("export function sleep(ms, signal) {"));
    let found: Vec<String> = page_lines(unstoppable_wait)
        .into_iter()
        .filter(|l| !l.contains("www/js/game/state.js:"))
        .collect();
    assert!(
        found.is_empty(),
        "a wait no signal stops, or a step counter (use sleep(ms, signal) of game/state.js):\n{}",
        found.join("\n")
    );
}
