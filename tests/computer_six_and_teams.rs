//! Computer players on six arms and in teams (RULINGS.md "Six arms and teams"): every
//! level plays such games to the end on every preset with its own strength; `hard`
//! values a position for the team, not the seat (a partner's progress is its own); the
//! hints give the team's chance; the `expert`, whose networks know four arms without
//! partners only, plays there as `hard`.

use crate::support::expert;
use crate::support::game;
use crate::support::setup::{Scene, meeting, scene};

use ludo_ai::eval::Eval;
use ludo_ai::{Level, Search, Strategy};
use ludo_engine::prelude::*;
use ludo_engine::{Arms, Game, Phase, Position, Preset, Rules};

fn six_arms(preset: Preset) -> Rules {
    Rules {
        arms: Arms::SIX,
        ..preset.rules()
    }
}

fn with_teams(rules: Rules) -> Rules {
    Rules {
        teams: true,
        ..rules
    }
}

fn teams(preset: Preset) -> Scene {
    scene(preset).rule("teams", true).seats(4)
}

/// Plays a game to its end with the given levels (seat by seat), every choice a level's
/// own; returns how many moves were played.
fn play_out(preset: Preset, rules: Rules, levels: &[Level], seed: u64) -> usize {
    let (played, game) = game::play_levels(preset, rules, levels, seed, 20_000, |_, _| {});
    assert_eq!(
        game.position().phase(),
        Phase::Over,
        "{preset:?}: the game does not end"
    );
    let ranking = game.position().ranking();
    assert_eq!(ranking.len(), levels.len(), "every seat has a place");
    played
}

/// Every level plays six-arm games of six seats and team games (two against two on four
/// arms, three teams of two on six arms) to the end, on every preset. A level that
/// searches (hard, or the expert, which plays as hard here) takes one seat of each game,
/// so the games take half the time they took with two.
#[test]
fn every_level_plays_six_arm_and_team_games_to_the_end_on_every_preset() {
    use Level::*;
    for (k, &preset) in Preset::ALL.iter().enumerate() {
        let seed = 600 + k as u64;
        let six = [Hard, Medium, Easy, Easy, Medium, Easy];
        assert!(play_out(preset, six_arms(preset), &six, seed) > 0);
        let pairs = [Easy, Medium, Expert, Easy];
        assert!(play_out(preset, with_teams(preset.rules()), &pairs, seed) > 0);
        let three = [Medium, Easy, Hard, Easy, Medium, Easy];
        assert!(play_out(preset, with_teams(six_arms(preset)), &three, seed) > 0);
    }
}

/// With `teams` a seat's chance is its team's: partners share it, the two teams' chances
/// add up to one, and a partner's progress raises it as the seat's own would.
#[test]
fn the_evaluation_gives_each_seat_its_teams_chance() {
    for preset in Preset::ALL {
        let behind = teams(preset).pawns("A5 E3 I10 M7").build().pos;
        let ahead = teams(preset).pawns("A5 E3 I30 M7").build().pos;
        let (c, d) = (Eval::new(&behind).chances(0), Eval::new(&ahead).chances(0));
        for c in [c, d] {
            assert_eq!((c[0], c[1]), (c[2], c[3]), "{preset:?}: {c:?}");
            assert!((c[0] + c[1] - 1.0).abs() < 1e-5, "{preset:?}: {c:?}");
        }
        assert!(
            d[0] > c[0],
            "{preset:?}: the partner's progress counts: {c:?} {d:?}"
        );
    }
    // Three teams on six arms.
    let rules = with_teams(six_arms(Preset::Classic));
    let pos = Position::start(rules, 6, &mut ludo_engine::Rng::new(5), &mut ()).unwrap();
    let c = Eval::new(&pos).chances(0);
    for s in 0..3 {
        assert_eq!(c[s], c[s + 3], "{c:?}");
    }
    assert!((c[0] + c[1] + c[2] - 1.0).abs() < 1e-5, "{c:?}");
}

/// A player whose pawns are home moves the partner's: `hard` brings the partner's pawn
/// home rather than walk another of its pawns in front of an opponent's, which would help
/// the opponents' team (and so would a player who took the partner for an opponent).
#[test]
fn hard_plays_the_partners_pawns_for_the_team() {
    let rules = with_teams(Preset::Classic.rules());
    // Green's pawn two squares behind where yellow's J would land with the 4.
    let green = meeting(&rules, 4, 2, 22, 1).unwrap();
    let t = teams(Preset::Classic)
        .pawns(&format!("A57 B57 C57 D57 I53 J20 E{green} M30"))
        .dice(&[4])
        .build();
    let mut list = ludo_engine::moves::MoveList::new();
    t.pos.legal_moves(&mut list);
    assert_eq!(list.len(), 2, "{list:?}");
    for level in [Level::Hard, Level::Medium] {
        let id = ludo_ai::choose(level, &t.pos, &list, &mut ludo_engine::Rng::new(1));
        let m = list[id];
        assert_eq!(
            (m.side, m.from, m.to),
            (2, 53, 57),
            "{}: {m:?}",
            level.name()
        );
    }
    // Every move's chance is the team's: it is higher the better the move is for yellow.
    let ranked = Search::hard().rank(&t.pos, &list);
    let home = ranked.iter().find(|r| list[r.0].to == 57).unwrap().1;
    let exposed = ranked.iter().find(|r| list[r.0].to == 24).unwrap().1;
    assert!(home > exposed, "{ranked:?}");
}

/// The hints give the team's chance: a player far behind whose partner is nearly home
/// is told the team's good chance, the same for every move that changes nothing of it.
#[test]
fn hints_in_a_team_game_give_the_teams_chance() {
    let t = teams(Preset::Classic)
        .pawns("A50 B45 C40 I57 J57 K57 L54 E20 F21 G22 H23 M20 N21 O22 P23")
        .dice(&[2])
        .build();
    let mut list = ludo_engine::moves::MoveList::new();
    t.pos.legal_moves(&mut list);
    let hints = ludo_ai::hints(&t.pos, &list);
    assert_eq!(hints.len(), list.len());
    let team = Eval::new(&t.pos).chances(0)[0];
    let own_race = {
        let alone = scene(Preset::Classic)
            .pawns("A50 B45 C40 I57 J57 K57 L54 E20 F21 G22 H23 M20 N21 O22 P23")
            .dice(&[2])
            .build();
        Eval::new(&alone.pos).chances(0)[0]
    };
    assert!(
        team > 0.6 && own_race < 0.4,
        "team {team}, alone {own_race}"
    );
    for h in &hints {
        assert!(
            (h.win_chance - team).abs() < 0.25,
            "{h:?}: the team's chance, about {team}"
        );
    }
    assert!(hints[0].win_chance > 0.6, "{hints:?}");
}

/// No network is trained for six arms or teams: the expert is not ready there, even with
/// the preset's weights loaded, and chooses as `hard` does.
#[test]
fn the_expert_plays_as_hard_on_six_arms_and_in_teams() {
    ludo_ai::expert::load(expert::weights("classic")).unwrap();
    assert!(ludo_ai::expert::ready(&Preset::Classic.rules()));
    for rules in [
        six_arms(Preset::Classic),
        with_teams(Preset::Classic.rules()),
        with_teams(six_arms(Preset::Classic)),
    ] {
        assert!(!ludo_ai::expert::ready(&rules));
        let n = rules.arms.count() as usize;
        let seats = game::computer_seats(&[Level::Expert; 6][..n]);
        let mut game = Game::new(Preset::Classic, rules, seats, 77).unwrap();
        let mut played = 0;
        while played < 40 && game.position().phase() != Phase::Over {
            if game.position().phase() == Phase::Roll {
                game.roll().unwrap();
                continue;
            }
            let moves = game.legal_moves();
            let pos = *game.position();
            let hard = Search::hard().choose(&pos, &moves, &mut game.choice_rng());
            let expert = ludo_ai::choose(Level::Expert, &pos, &moves, &mut game.choice_rng());
            assert_eq!(hard, expert, "{}", pos.describe());
            game.apply_move(hard).unwrap();
            played += 1;
        }
    }
}
