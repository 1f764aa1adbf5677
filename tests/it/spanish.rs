//! The results' reports in Spanish (issue 39, item 7): `ratings`, `norms`, `standings` (players
//! and teams) and `prizes` with `--lang es` contain no text of the English catalogue that the
//! Spanish message does not share, show the seed's figures with a decimal comma, and word their
//! errors in Spanish; plurals are right in both languages.

use super::common::{parts, root, run};
use super::english::{english_only, has_part, names};
use arbitro::core::words::{Lang, catalogue_parts};

/// `out` without what is the same in both languages: the names of `trf`'s players and teams,
/// flags (`--game`) and "round robin", which the Spanish seeds write in English.
pub(crate) fn without_data(out: &str, trf: Option<&str>) -> String {
    let mut text: String = out
        .split(' ')
        .map(|w| if w.trim_start_matches(['(', '«']).starts_with("--") { "" } else { w })
        .collect::<Vec<_>>()
        .join(" ");
    for n in trf.map(names).unwrap_or_default() {
        text = text.replace(&n, "");
    }
    text.replace("round robin", "")
}

/// `out` (a Spanish report or error about `trf`) has no English text of the catalogue, no
/// placeable left unfilled and no message missing.
pub(crate) fn assert_spanish_of(what: &str, out: &str, trf: Option<&str>) {
    assert!(!out.trim().is_empty(), "{what}: no output");
    let scanned = without_data(out, trf);
    for (id, part) in english_only() {
        assert!(!has_part(&scanned, &part), "{what}: English '{part}' ({id}) in the Spanish output:\n{out}");
    }
    assert!(!out.contains("{$") && !out.contains("{ $"), "{what}: a placeable left unfilled:\n{out}");
    for (id, _) in catalogue_parts(Lang::En) {
        assert!(!out.contains(&format!("[{id}]")), "{what}: message {id} missing:\n{out}");
    }
}

fn assert_spanish(what: &str, out: &str) {
    assert_spanish_of(what, out, None);
}

fn es(args: &[&str]) -> (i32, String, String) {
    let mut a = args.to_vec();
    a.extend(["--lang", "es"]);
    parts(&run(&a))
}

fn file(rel: &str) -> String {
    root().join(rel).to_string_lossy().into_owned()
}

/// The scan finds English: the English report of the same file fails it.
#[test]
fn the_scan_finds_english_text() {
    let f = file("scenarios/ratings/a01_rating_change_2212.trf");
    let (_, out, _) = parts(&run(&["ratings", &f, "--k", "40", "--explain", "--lang", "en"]));
    let found = english_only().iter().filter(|(_, p)| has_part(&out, p)).count();
    assert!(found >= 5, "only {found} English parts found in:\n{out}");
    assert!(english_only().len() > 300, "the English catalogue's text: {}", english_only().len());
}

/// Seed 000, appendices, "Ejemplo de cálculo de Valoración" (l. 7978–8013): ΣΔR = +1,41,
/// 40 × 1,41 = 56,4, new rating 2268; the two differences above 400 counted as 400 (l. 8004, 8007).
#[test]
fn ratings_in_spanish_seed_000_l7978() {
    let f = file("scenarios/ratings/a01_rating_change_2212.trf");
    let (code, out, err) = es(&["ratings", &f, "--k", "40", "--explain", "--time-control", "5400+30"]);
    assert_eq!(code, 0, "{err}");
    assert_spanish_of("ratings", &out, Some(&f));
    for want in [
        "Valoraciones — Reglamento de Valoración FIDE B.02",
        "Ritmo de juego (B.02 1,",
        "Σ ΔR = 1,41 en 9 partidas valoradas",
        "variación = 40 × 1,41 = 56,40 → +56",
        "se toma como -400 (regla de los 400 puntos",
        "K = 40 (--k)",
    ] {
        assert!(out.contains(want), "'{want}' in:\n{out}");
    }
    assert!(out.lines().any(|l| l.contains("2212") && l.contains("+56") && l.contains("2268")), "{out}");
    // JSON does not depend on the language.
    let (_, json_es, _) = es(&["ratings", &f, "--k", "40", "--format", "json"]);
    let (_, json_en, _) = parts(&run(&["ratings", &f, "--k", "40", "--format", "json", "--lang", "en"]));
    assert_eq!(json_es, json_en);
}

/// Seed 000 l. 13625 (8.2.1b before 2022) and seed 004 l. 701–713: the round-robin's Rc and Ru
/// in Spanish, and the disagreement between the two seeds (1843 by the printed text, 1862 by
/// the blog's reading).
#[test]
fn initial_rating_before_2022_in_spanish_seed_000_l13625() {
    let f = file("scenarios/ratings/x21_initial_rating_round_robin_2017.trf");
    let (code, out, err) = es(&["ratings", &f, "--explain", "--player", "1"]);
    assert_eq!(code, 0, "{err}");
    assert_spanish_of("ratings 2017", &out, Some(&f));
    assert!(out.contains("Rc = Rar − dpa × n/(n+1) = 1981,25"), "{out}");
    assert!(out.contains("Ru = Rc + dp × n/(n+1) = Rc − 158 × 7/8 = 1843,00 → 1843"), "{out}");
    assert!(out.contains("Ru sería 1862") && out.contains("da 1843"), "{out}");
    assert!(out.contains("texto de 2017 (1 jul 2017 – 31 dic 2021"), "{out}");
}

/// Seed 000 l. 7862: a forfeit typed as `+` is never rated; one rated game is "1 partida
/// valorada" / "1 rated game"; errors in Spanish.
#[test]
fn quick_entry_ratings_and_errors_in_spanish_seed_000_l7862() {
    let (code, out, err) = es(&[
        "ratings",
        "--rating",
        "1980",
        "--game",
        "1500:1",
        "--game",
        "1980:+",
        "--explain",
        "--date",
        "2025-03-01",
    ]);
    assert_eq!(code, 0, "{err}");
    assert_spanish("ratings quick entry", &out);
    assert!(out.contains("R2: no se valora — incomparecencia: las partidas no jugadas no se valoran (5.1)"), "{out}");
    assert!(out.contains("en 1 partida valorada"), "{out}");
    let (_, out, _) = parts(&run(&[
        "ratings",
        "--rating",
        "1980",
        "--game",
        "1500:1",
        "--explain",
        "--date",
        "2025-03-01",
        "--lang",
        "en",
    ]));
    assert!(out.contains("over 1 rated game\n"), "{out}");
    for (args, want) in [
        (
            vec!["ratings", "--rating", "2000", "--game", "2000:1", "--rules", "1990"],
            "reglas de valoración desconocidas «1990»",
        ),
        (vec!["ratings", "--rating", "2000", "--game", "2000:2"], "el resultado «2» no es 1, 0.5 (o =), 0"),
        (vec!["ratings", "--game", "2000:1"], "indique la valoración del jugador"),
        (vec!["ratings", "--rating", "2000", "--game", "2000:1", "--date", "2025-13-01"], "no es una fecha AAAA-MM-DD"),
        (
            vec!["ratings", "--rating", "2000", "--game", "2000:1", "--time-control", "90'"],
            "se esperaba un tiempo en segundos",
        ),
    ] {
        let (code, _, err) = es(&args);
        assert_ne!(code, 0, "{args:?}");
        assert!(err.contains(want), "{args:?}: {err}");
        assert_spanish(&format!("{args:?}"), &err);
    }
}

/// Seed 000, chapter XII, question 10 (l. 7546–7560, answer l. 7782–7812): a GM norm in nine
/// rounds, the lowest opponent (2149) raised to 2200, Ra 2478, Rp 2603, six points needed.
#[test]
fn norms_in_spanish_seed_000_l7782() {
    let f = file("scenarios/norms/x10_gm_norm.trf");
    let (code, out, err) = es(&["norms", &f, "--player", "1", "--explain"]);
    assert_eq!(code, 0, "{err}");
    assert_spanish_of("norms", &out, Some(&f));
    for want in [
        "Normas — Reglamento de Títulos FIDE B.01",
        "norma de GM: SÍ — 9 partidas",
        "Ra 2478, Rp 2603, necesita 6",
        "el oponente 9 sube de 2149 a 2200",
        "[cumple] T2 al menos 3 oponentes con título GM (1/3, mínimo 3) (1.4.5b–e) — 5",
        "Torneo: ",
    ] {
        assert!(
            out.contains(want) || (want.contains("oponente 9") && out.contains("sube de 2149 a 2200")),
            "'{want}' in:\n{out}"
        );
    }
}

/// The Swiss exemption and the Swiss of 1.5.6a, round by round, in Spanish (B.01 1.4.3d).
#[test]
fn norm_exemption_lines_in_spanish() {
    for f in ["scenarios/norms/b01_1_4_3d_swiss_exemption.trf", "scenarios/norms/b01_1_4_3d_short_round.trf"] {
        let (code, out, err) = es(&["norms", &file(f), "--explain"]);
        assert_eq!(code, 0, "{err}");
        assert_spanish_of(f, &out, Some(&file(f)));
        assert!(out.contains("Exención de suizo (1.4.3d"), "{out}");
        assert!(out.contains("Suizo de 1.5.6a"), "{out}");
    }
    let (code, _, err) = es(&["norms", &file("scenarios/norms/x10_gm_norm.trf"), "--title", "XX"]);
    assert_ne!(code, 0);
    assert!(err.contains("«XX» no es GM, IM, WGM ni WIM"), "{err}");
    // Quick entry: a woman's norms (--sex w), in Spanish.
    let mut args = vec!["norms", "--rating", "2300", "--sex", "w", "--date", "2025-01-10"];
    for g in ["2400:1:GER:WGM", "2350:0.5:FRA:WIM", "2300:1:ITA:IM", "2250:0:ESP", "2400:1:NOR:GM"] {
        args.extend(["--game", g]);
    }
    let (code, out, err) = es(&args);
    assert_eq!(code, 0, "{err}");
    assert_spanish("norms quick entry", &out);
    assert!(out.contains("norma de WGM: no — 5 partidas, 3,5 puntos"), "{out}");
}

/// `norms --need` in Spanish: what the last round must give (the X-11 IM norm, seed 000).
#[test]
fn norms_need_in_spanish() {
    let dir = tempfile::tempdir().expect("tempdir");
    let text =
        std::fs::read_to_string(root().join("scenarios/norms/x11_im_norm_last_round_draw.trf")).expect("fixture");
    // Blank the last round's result of player 1 and of his opponent: a game paired, not played.
    let lines: Vec<String> = text.lines().map(str::to_owned).collect();
    let p1 = lines.iter().position(|l| l.starts_with("001    1")).expect("player 1");
    let last = lines[p1].trim_end().len() - 1;
    let opponent: u16 = lines[p1][last - 7..last - 3].trim().parse().expect("last opponent");
    let mut out_lines = lines.clone();
    for (i, l) in lines.iter().enumerate() {
        let is_opp = l.starts_with("001") && l[4..8].trim().parse::<u16>().ok() == Some(opponent);
        if i == p1 || is_opp {
            let end = l.trim_end().len();
            out_lines[i] = format!("{}{}", &l[..end - 1], " ");
        }
    }
    let f = dir.path().join("pending.trf");
    std::fs::write(&f, out_lines.join("\n") + "\n").expect("write");
    let (code, out, err) = es(&["norms", &f.to_string_lossy(), "--player", "1", "--need"]);
    assert_eq!(code, 0, "{err}\n{out}");
    assert_spanish_of("norms --need", &out, Some(&f.to_string_lossy()));
    assert!(out.contains("Lo que cada jugador necesita"), "{out}");
    assert!(out.contains("norma de IM:"), "{out}");
    assert!(out.contains("Valoración ("), "{out}");
}

/// Seed X-19 (Sonneborn-Berger in a round-robin): player 8's SB 9,25, every figure explained in
/// Spanish; the team round-robin of seed 004 l. 332–394 with team 7's double-forfeit board.
#[test]
fn standings_in_spanish_seed_x19_and_seed_004_l332() {
    let f = file("scenarios/tiebreaks/x19_sonneborn_berger_round_robin.trf");
    let (code, out, err) = es(&["standings", &f, "-t", "PTS,SB,BH,WON,BPG,KS,TPR,ARO,PS,STD,DE", "--explain"]);
    assert_eq!(code, 0, "{err}");
    assert_spanish_of("standings", &out, Some(&f));
    assert!(out.contains("Clasificación — "), "{out}");
    assert!(out.contains("SB = 9,25"), "{out}");
    assert!(out.contains("Pos   Nº  Nombre"), "{out}");
    let table = tempfile::tempdir().expect("tempdir");
    let t = table.path().join("other.tsv");
    std::fs::write(&t, "StartNo\tRank\tPTS\tSB\n1\t1\t4.5\t15.25\n8\t7\t2.5\t9.75\n").expect("write");
    let (code, out, _) = es(&["standings", &f, "-t", "SB", "--against", &t.to_string_lossy()]);
    assert_eq!(code, 1);
    assert_spanish_of("standings --against", &out, Some(&f));
    assert!(out.contains("1 diferencia con") && out.contains("SB — arbitro 9,25, el otro 9.75"), "{out}");
    for rules in ["seed", "2024", "2026"] {
        let f = file("scenarios/tiebreaks/x20_buchholz_c07_2026.trf");
        let (code, out, err) = es(&[
            "standings",
            &f,
            "-t",
            "BH/C1,BH,AOB,FB,SB/C1,ARO/C1,PTP,APRO,REP,WIN,BWG,TPN,RTNG",
            "--rules",
            rules,
            "--explain",
        ]);
        assert_eq!(code, 0, "{rules}: {err}");
        assert_spanish_of(&format!("standings --rules {rules}"), &out, Some(&f));
    }
    let f = file("scenarios/teams/b13_team_round_robin_double_forfeit_team_7.trf");
    let (code, out, err) =
        es(&["standings", &f, "--teams", "-t", "MP,GP,EMGSB,BH:MP/C1,KS,WIN,BC,TBR,BBE,SB:GP,DE", "--explain"]);
    assert_eq!(code, 0, "{err}");
    assert_spanish_of("team standings", &out, Some(&f));
    assert!(out.contains("Clasificación por equipos — "), "{out}");
    assert!(out.contains("puntos de encuentro"), "{out}");
    let (code, _, err) = es(&["standings", &f, "-t", "XYZ"]);
    assert_ne!(code, 0);
    assert!(err.contains("desempate «XYZ»: no es un desempate por equipos"), "{err}");
}

/// Quick-entry tie-breaks in Spanish, and a seed-rules warning.
#[test]
fn quick_entry_standings_in_spanish() {
    let (code, out, err) = es(&[
        "standings",
        "--rating",
        "2000",
        "--game",
        "2.5:1:2100",
        "--game",
        "2:=:2033",
        "--game",
        "1.5:+",
        "--game",
        "H",
        "-t",
        "PTS,BH,SB,ARO,TPR,WIN",
        "--explain",
        "--date",
        "2026-04-01",
    ]);
    assert_eq!(code, 0, "{err}");
    assert_spanish("standings quick entry", &out);
    assert!(out.contains("Jugador 1 * — 3,0 puntos"), "{out}");
    let (code, _, err) = es(&["standings", "--game", "4.4:1"]);
    assert_ne!(code, 0);
    assert!(err.contains("no es una puntuación como 4.5"), "{err}");
    let (code, _, err) = es(&["standings", "--game", "3.5:1:2100", "--game", "H"]);
    assert_ne!(code, 0);
    assert!(err.contains("no puede terminar con 3,5 en 2 rondas"), "{err}");
}

/// The prizes of seed X-19 shared equally (1000, 600, 400): places 1–2 share 1600, places 3–6
/// the 400 of place 3.
#[test]
fn prizes_in_spanish_seed_x19() {
    let f = file("scenarios/tiebreaks/x19_sonneborn_berger_round_robin.trf");
    for sharing in ["equal", "tiebreak", "hort"] {
        let (code, out, err) = es(&["prizes", &f, "--prizes", "1000,600,400", "--sharing", sharing, "-t", "SB"]);
        assert_eq!(code, 0, "{err}");
        assert_spanish_of(sharing, &out, Some(&f));
        assert!(out.starts_with("Premios — "), "{out}");
    }
    let (_, out, _) = es(&["prizes", &f, "--prizes", "1000,600,400", "--sharing", "equal", "--entitled", "4"]);
    assert!(out.contains("los puestos 3–4 reparten 400 / 2"), "{out}");
    assert!(out.contains("el puesto 5 está fuera de los 4 puestos con derecho a premio"), "{out}");
    let (_, out, _) = es(&["prizes", &f, "--prizes", "1000,600,400.01", "--sharing", "equal"]);
    assert!(out.contains("(1 céntimo sin repartir)"), "{out}");
    assert!(out.contains("reparten 400,01 / 4"), "{out}");
    let (code, _, err) = es(&["prizes", &f, "--prizes", "1000,x", "--sharing", "hort"]);
    assert_ne!(code, 0);
    assert!(err.contains("«x» no es una cantidad"), "{err}");
}

/// Seed X-19's round-robin with player 1's line (as characters) changed by `edit`, written in
/// `dir`; its path.
fn x19_with_player_1(dir: &std::path::Path, edit: impl Fn(&mut Vec<char>)) -> String {
    let src = root().join("scenarios/tiebreaks/x19_sonneborn_berger_round_robin.trf");
    let text = std::fs::read_to_string(&src).expect("fixture");
    let mut lines: Vec<String> = text.lines().map(str::to_owned).collect();
    let p1 = lines.iter().position(|l| l.starts_with("001    1")).expect("player 1");
    let mut chars: Vec<char> = lines[p1].chars().collect();
    edit(&mut chars);
    lines[p1] = chars.into_iter().collect();
    let f = dir.join("bad.trf");
    std::fs::write(&f, lines.join("\n") + "\n").expect("write");
    f.to_string_lossy().into_owned()
}

/// An inconsistent file: each report refuses it in Spanish, naming line and column, as the
/// English refusal does (the results of players 1 and their round-1 opponent disagree).
#[test]
fn an_inconsistent_file_is_refused_in_spanish() {
    let dir = tempfile::tempdir().expect("tempdir");
    // Round 1's result (column 99): a draw becomes a win that the opponent's line does not show.
    let f = x19_with_player_1(dir.path(), |chars| chars[98] = if chars[98] == '1' { '0' } else { '1' });
    for args in [
        vec!["ratings", f.as_str()],
        vec!["norms", f.as_str()],
        vec!["standings", f.as_str()],
        vec!["prizes", f.as_str(), "--prizes", "100", "--sharing", "equal"],
    ] {
        let (code, out, err) = es(&args);
        assert_eq!(code, 3, "{args:?}: {out}{err}");
        assert!(err.contains("línea 5, columna 99: ronda 1: los resultados de los jugadores 1"), "{args:?}: {err}");
        assert!(err.contains("los resultados son incoherentes; no se pueden calcular"), "{args:?}: {err}");
        assert_spanish_of(&format!("{args:?}"), &err, Some(&f));
    }
}

/// A file that cannot be read: each results command names line, column and field in Spanish
/// (issue 37, item 8), and the same file in English says the same in English.
#[test]
fn an_unreadable_file_is_refused_in_spanish() {
    let dir = tempfile::tempdir().expect("tempdir");
    // Round 1's colour (column 97) and result (column 99) become letters no TRF has.
    let f = x19_with_player_1(dir.path(), |chars| {
        chars[96] = 'q';
        chars[98] = 'k';
    });
    for args in [
        vec!["ratings", f.as_str()],
        vec!["norms", f.as_str()],
        vec!["standings", f.as_str()],
        vec!["prizes", f.as_str(), "--prizes", "100", "--sharing", "equal"],
    ] {
        let (code, out, err) = es(&args);
        assert_eq!(code, 3, "{args:?}: {out}{err}");
        assert!(
            err.contains("línea 5, columna 97: color de la ronda 1: se esperaba w, b o -, hay «q»"),
            "{args:?}: {err}"
        );
        assert!(err.contains("línea 5, columna 99: resultado de la ronda 1: se esperaba uno de"), "{args:?}: {err}");
        assert_spanish_of(&format!("{args:?}"), &err, Some(&f));
        let (_, _, en) = parts(&run(&[args.as_slice(), &["--lang", "en"]].concat()));
        assert!(en.contains("line 5, column 97: colour of round 1: expected w, b or -, found 'q'"), "{en}");
    }
    // A file that is not there.
    let (code, _, err) = es(&["standings", "no-such-file.trf"]);
    assert_ne!(code, 0);
    assert!(err.contains("no se puede leer no-such-file.trf"), "{err}");
}

/// `check --lang es`: the rounds, the boards that differ, the reasons and the standings check in
/// Spanish (no English of the catalogues); English by default is unchanged.
#[test]
fn check_in_spanish() {
    use super::mutate::{Mutation, mutate};
    use arbitro::tournament::RoundNo;
    let dir = tempfile::tempdir().expect("tempdir");
    let open = std::fs::read(root().join("scenarios/examples/open-2026.trf")).expect("fixture");
    let bad = mutate(&open, RoundNo(3), Mutation::Swap, 0).expect("a swap");
    let bad = mutate(&bad, RoundNo(4), Mutation::Colours, 0).expect("colours");
    let f = dir.path().join("torneo.trf");
    std::fs::write(&f, &bad).expect("write");
    let f = f.to_string_lossy().into_owned();
    let (code, out, err) = es(&["check", &f]);
    assert_eq!(code, 1, "{out}{err}");
    assert!(out.contains("ronda 3: parejas distintas") && out.contains("ronda 4: colores distintos"), "{out}");
    assert!(out.contains("mesa   arbitro       archivo"), "{out}");
    assert!(out.contains("3 de 5 rondas difieren"), "{out}");
    assert_spanish_of("check", &out, Some(&f));
    let (_, en, _) = parts(&run(&["check", &f]));
    assert!(en.contains("round 4: colours differ") && en.contains("3 of 5 rounds differ"), "{en}");
    // The standings check of a file whose ranks are swapped.
    let standings = super::common::data("standings/ranks-swapped.trf").to_string_lossy().into_owned();
    let (code, out, err) = es(&["check", &standings, "--only", "standings"]);
    assert_eq!(code, 1, "{out}{err}");
    assert!(out.contains("clasificación tras la ronda") && out.contains("diferencia"), "{out}");
    assert_spanish_of("check --only standings", &out, Some(&standings));
}

/// `check --lang es` under every Swiss system of the house (Dubov, Burstein 2026 and original,
/// Lim, Swiss Team): rounds changed by swaps, colours and byes depart in Spanish — the frame,
/// what the round does against the text, the text's pairing — with only FIDE's rule quoted in
/// English; the English report of the same file is unchanged in its words.
#[test]
fn house_check_in_spanish() {
    use super::mutate::{Mutation, mutate};
    use arbitro::tournament::RoundNo;
    let dir = tempfile::tempdir().expect("tempdir");
    let cases = [
        ("scenarios/dubov/py4swiss-agreed.trf", "dubov-2026"),
        ("scenarios/burstein/rtg-burstein-club-seed5.trf", "burstein-2026"),
        ("scenarios/burstein-original/bbp-seed1.trf", "burstein-original"),
        ("scenarios/lim/rtg-lim-open-seed2.trf", "lim-2026"),
        ("scenarios/team-swiss/arbitro-paired-9.trf", "team-2026"),
    ];
    for (rel, rules) in cases {
        let bytes = std::fs::read(root().join(rel)).expect("fixture");
        let mut departures = 0;
        for (n, m) in [Mutation::Swap, Mutation::Colours, Mutation::Bye].into_iter().enumerate() {
            let round = RoundNo(u16::try_from(n).unwrap_or(0) + 2);
            let Some(bad) = mutate(&bytes, round, m, 0) else { continue };
            let f = dir.path().join(format!("{rules}-{n}.trf"));
            std::fs::write(&f, &bad).expect("write");
            let f = f.to_string_lossy().into_owned();
            let (_, out, err) = es(&["check", &f, "--rules", rules]);
            assert!(err.is_empty(), "{rules}: {err}");
            assert!(out.contains("sistema ") && out.contains("elegido con --rules"), "{rules}: {out}");
            if !out.contains("se aparta del texto") {
                continue;
            }
            departures += 1;
            assert!(out.contains("Se han encontrado discrepancias."), "{rules}: {out}");
            // FIDE's rule is quoted as the handbook words it.
            let scanned: String = out
                .lines()
                .filter(|l| !l.trim_start().starts_with("Regla (texto de la FIDE):"))
                .collect::<Vec<_>>()
                .join("\n");
            assert_spanish_of(&format!("check --rules {rules}"), &scanned, Some(&f));
            let (_, en, _) = parts(&run(&["check", &f, "--rules", rules, "--lang", "en"]));
            assert!(en.contains("departs from the text at") && en.contains("chosen with --rules"), "{en}");
        }
        assert!(departures >= 2, "{rules}: only {departures} changed rounds depart");
    }
}

/// `pair --lang es` under a system of the house: the table's heading, columns and decimals in
/// Spanish; English by default.
#[test]
fn house_pair_table_in_spanish() {
    let f = file("scenarios/burstein/after-two-rounds-8.trf");
    let (code, out, err) = es(&["pair", &f]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.starts_with("Ronda 3 — sistema Burstein (C.04.4.2, edición 2026) — el registro 192 dice"), "{out}");
    assert!(out.contains("Tablero") && out.contains("Negras") && out.contains("2,0"), "{out}");
    assert_spanish_of("pair --rules burstein-2026", &out, Some(&f));
    let (_, en, _) = parts(&run(&["pair", &f, "--lang", "en"]));
    assert!(en.contains("Board  White (TPN name score Buchholz pref)") && en.contains("2.0"), "{en}");
}

/// `pair --lang es` under the Dutch System: the edition heading, the initial colour, the column
/// names, decimal commas and the PAB in Spanish, the board column wide enough for its name; the
/// English table is unchanged.
#[test]
fn dutch_pair_table_in_spanish() {
    let f = file("scenarios/dutch/c5-pab-lowest-score.trf");
    let (code, out, err) = es(&["pair", &f]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.starts_with("Ronda 3 — Sistema holandés FIDE, edición de 2026"), "{out}");
    assert!(
        out.contains("color inicial: blancas") && out.contains("Tablero  Blancas (n.º nombre puntos pref.)"),
        "{out}"
    );
    assert!(
        out.contains("      1     1 Player1") && out.contains("2,0") && out.contains("bye por emparejamiento"),
        "{out}"
    );
    assert_spanish_of("pair (Dutch) --lang es", &out, Some(&f));
    let (_, en, _) = parts(&run(&["pair", &f, "--lang", "en"]));
    assert!(en.starts_with("Round 3 — FIDE Dutch system") && en.contains("Board  White (TPN name score pref)"), "{en}");
    assert!(en.contains("    1     1 Player1") && en.contains("pairing-allocated bye"), "{en}");
}

/// `pair --walkthrough --lang es` under the Dubov System: every step of the walk in Spanish,
/// as text and as Markdown (the PAB, upfloaters, shifts, passed-over pairs, colours), decimals
/// with a comma; the English walk of the same round keeps its English headings and steps.
#[test]
fn dubov_walkthrough_in_spanish() {
    let cases = [
        ("scenarios/dubov/py4swiss-seed17-upfloater.trf", "12", "text", "Grupo de puntuación 8,0 (3.2)"),
        ("scenarios/dubov/py4swiss-agreed.trf", "4", "markdown", "## El bye por emparejamiento (3.1)"),
    ];
    for (rel, round, format, heading) in cases {
        let f = file(rel);
        let args = ["pair", &f, "--rules", "dubov-2026", "--walkthrough", "--round", round, "--format", format];
        let (code, out, err) = es(&args);
        assert_eq!(code, 0, "{rel}: {err}");
        assert!(out.contains(heading) && out.contains("flotante ascendente") && out.contains("Colores (5.2)"), "{out}");
        assert!(out.contains("grupo de puntuación de ") && out.contains(",0 puntos"), "{out}");
        assert_spanish_of(&format!("pair --walkthrough (Dubov, {format}) --lang es"), &out, Some(&f));
        let mut en_args = args.to_vec();
        en_args.extend(["--lang", "en"]);
        let (code, en, err) = parts(&run(&en_args));
        assert_eq!(code, 0, "{rel}: {err}");
        for h in ["Walkthrough of round ", "The round", "Scoregroup ", "Colours (5.2)", "The pairing", "upfloater"] {
            assert!(en.contains(h), "{rel}: '{h}' missing:\n{en}");
        }
        let english = english_only().iter().filter(|(id, p)| id.starts_with("walk-dubov-") && has_part(&en, p)).count();
        assert!(english >= 10, "{rel}: only {english} English Dubov steps found in:\n{en}");
    }
}

/// `pair --walkthrough --lang es` under the Dutch System: a round of three brackets (MDPs, a
/// family skipped under [C1], the best available candidate and its shortcomings, colours, the
/// PAB) in Spanish, as text and as Markdown, with no English text of the Dutch walk's catalogue
/// (`walk-dutch-…`) left; criteria codes, articles and pairing numbers unchanged. The English
/// walk keeps its English; JSON is the same in both languages.
#[test]
fn dutch_walkthrough_in_spanish() {
    let f = file("scenarios/dutch/c5-pab-lowest-score.trf");
    for (format, heading) in
        [("text", "Grupo 2: 1,0 puntos, heterogéneo, 2 MDP"), ("markdown", "## Grupo 2: 1,0 puntos")]
    {
        let args = ["pair", &f, "--walkthrough", "--round", "3", "--format", format];
        let (code, out, err) = es(&args);
        assert_eq!(code, 0, "{format}: {err}");
        for word in [
            heading,
            "Emparejamiento paso a paso de la ronda 3",
            "Sistema holandés FIDE",
            "Grupo 1: 2,0 puntos",
            "homogéneo",
            "Candidatos (Art. 3.7, 4.2-4.4)",
            "omitido, [C1]: los jugadores 1 y 2 ya han jugado entre sí",
            "es el mejor disponible (Art. 3.8)",
            "[C12]: el jugador 5 no recibiría su preferencia de color",
            "[C14]: los jugadores 1 y 3 volverían a ser flotante descendente",
            "Flotantes descendentes",
            "(Art. 5.2)",
            "Parejas: 1-5 3-2",
            "BPE: ",
        ] {
            assert!(out.contains(word), "{format}: '{word}' missing:\n{out}");
        }
        // The colour rules of Art. 5.2 (the lines of a rule number, 5.2.x) are still English.
        let scanned: String = out.lines().filter(|l| !l.contains(" 5.2.")).collect::<Vec<_>>().join("\n");
        let left: Vec<_> = english_only()
            .into_iter()
            .filter(|(id, p)| id.starts_with("walk-dutch-") && has_part(&scanned, p))
            .collect();
        assert!(left.is_empty(), "{format}: English of the Dutch walk left: {left:?}\n{out}");
        assert!(!out.contains("{$") && !out.contains("{ $") && !out.contains("[walk-dutch-"), "{out}");
        let mut en_args = args.to_vec();
        en_args.extend(["--lang", "en"]);
        let (code, en, err) = parts(&run(&en_args));
        assert_eq!(code, 0, "{format}: {err}");
        for h in ["Walkthrough of round 3", "Bracket 2: 1.0 points", "have already played each other", "Downfloaters"] {
            assert!(en.contains(h), "{format}: '{h}' missing:\n{en}");
        }
    }
    let json = |lang| parts(&run(&["pair", &f, "--walkthrough", "--round", "3", "--format", "json", "--lang", lang])).1;
    assert_eq!(json("es"), json("en"));
}
