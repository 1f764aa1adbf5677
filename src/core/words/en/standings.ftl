# arbitro standings: tie-breaks (C.07, C.02 §13), individual and team standings. English.

## The report
standings-title = Standings — { $rules }
standings-rounds-counted = rounds counted: { $rounds } of { $of }
col-rank = Rank
standings-by-points = placed by points alone
standings-separated-by = separated from the players on the same points by { $by }
standings-still-tied = still tied after the whole list (drawing of lots, C.07 4.2)
standings-player = Player { $tpn } { $name } — { $points } { $count ->
    [one] point
   *[other] points
}
standings-player-ranked = Player { $tpn } { $name } — rank { $rank }, { $points } { $count ->
    [one] point
   *[other] points
}; { $why }
standings-warning-buchholz-round-robin = C.07 (2026) Art. 8: Buchholz tie-breaks must not be used in round-robins
standings-warning-unrated-seed = { $edition }: unrated players count at { $rating } for the rating-based tie-breaks (seed 004 l. 401; --unrated changes it)
standings-warning-unrated = C.07 Art. 10: unrated players are present; rating-based tie-breaks are dropped (value 0) unless --unrated gives their rating
standings-warning-no-tiebreaks = no tie-breaks given (--tiebreaks) and none in records 212/202: ranked by points only

## Errors
standings-error-team-flags = --match-points and --primary apply to team standings (--teams)
standings-error-round = { $file }: --round { $round } is not recorded (the file has { $recorded } rounds)
standings-error-quick-teams = --teams: a quick-entry exercise has no teams
standings-error-quick-tiebreak = --tiebreaks: { $tiebreak } reads the opponents' own games or the other players, which a quick-entry exercise does not have; give a TRF
tb-error-rules = { $flag }: unknown tie-break rules '{ $rules }'; expected 2026, 2024 or seed
record-error = record { $record }: { $error }
spec-error = tie-break '{ $token }': { $reason }
spec-unknown-code = unknown tie-break code '{ $code }'; expected one of { $codes }
spec-empty-modifier = empty modifier after '/'
spec-modifier-not-for = modifier '/{ $modifier }' does not apply to { $code }
spec-modifier-number = modifier '/{ $modifier }': expected a number { $lo }–{ $hi } after '{ $letter }'
spec-modifier-limit = modifier '/{ $modifier }': expected L+n or L-n (half-points) or L+1.0 (points)
spec-modifier-unknown = modifier '/{ $modifier }' is not understood
spec-cut-and-median = a cut and a median cannot be combined
tb-game-expected = '{ $game }': expected OPPONENT-SCORE:RESULT[:RATING][:w|b] (e.g. 5.5:1, 4.5:=:2033, 2:1:-:b) or a bye H, F, U, Z
tb-game-bad-score = '{ $game }': the opponent's score '{ $score }' is not a score such as 4.5
tb-game-bad-result = '{ $game }': the result '{ $result }' is not 1, = (0.5), 0, + or -
tb-game-bad-part = '{ $game }': '{ $part }' is neither a rating (1–3500, - for unrated) nor a colour w or b
tb-game-too-many-rounds = too many rounds
tb-game-impossible-score = round { $round }: an opponent who scored { $got } against the player cannot finish on { $score } in { $rounds } rounds

## --against
diff-none = no differences with { $other }
diff-count = { $count ->
    [one] { $count } difference
   *[other] { $count } differences
} with { $other }:
diff-line = player { $tpn } ({ $name }): { $column } — arbitro { $ours }, other { $theirs }
diff-points-sum = sum of the round results of rounds 1–{ $rounds }
diff-ranked-by = ranked by points { $points }{ $values }
diff-points-after = points after round { $round }
table-no-header = line 1: expected a header line
table-no-player-column = line 1: expected a TPN (or StartNo, or Team) or Name column in the header
table-no-such-player = line { $line }, column { $column }: no player '{ $key }' in the tournament

## A round as the tie-breaks see it
slot-played = played v { $tpn } ({ $points })
slot-forfeit-win = forfeit win v { $tpn }
slot-forfeit-loss = forfeit loss v { $tpn }
slot-pab = pairing-allocated bye ({ $points })
slot-fpb = full-point bye ({ $points })
slot-hpb = half-point bye ({ $points })
slot-zpb = zero-point bye / absent ({ $points })

## How each figure is obtained
tb-no-player = no player { $tpn }
tb-dropped-unrated = dropped: unrated players are present and no rule for them was given (C.07 Art. 10 preamble); give --unrated RATING to use one
tb-points = points after round { $round }: { $points }
tb-fore-buchholz = Fore Buchholz: every game of the last round counted as a draw (8.3)
tb-opponent-value = opponent { $tpn }: { $code } { $value }
tb-aob-average = average of { $n ->
    [one] { $n } opponent
   *[other] { $n } opponents
} played: { $sum } / { $n } = { $value }
tb-count = { $what }: { $n }
tb-what-win = rounds with the points of a win, with or without playing (7.1)
tb-what-won-round-robin = games won (7.2)
tb-what-won = games won over the board (7.2)
tb-what-bpg = games played with Black (7.3)
tb-what-bwg = games won with Black (7.4)
tb-what-rep = rounds minus half-point byes, zero-point byes/absences and forfeit losses (7.6)
tb-tpn = pairing number { $tpn }
tb-rating = rating { $rating }
tb-rating-unrated = rating { $rating } (unrated)
tb-average = average: { $sum } / { $n } = { $value } (rounded, 0.5 up)
tb-average-of = { $label } = { $sum } / { $n } = { $value } (rounded, 0.5 up)
tb-de = direct encounter is decided within each tied group
tb-own-game = R{ $round }: { $slot }{ $colour ->
    [white] {" "}with White
    [black] {" "}with Black
   *[none] {""}
}{ $forfeit ->
    [yes] {" "}— a regular game in a round-robin (15.2)
   *[no] {""}
}
tb-games-rule-swiss = unplayed rounds (forfeits, byes) are not games (Art. 16)
tb-games-rule-round-robin-2026 = round-robin: forfeit wins are regular games, forfeit losses remain unplayed rounds (C.07 2026 15.2)
tb-games-rule-round-robin-2024 = round-robin: forfeit wins and losses are treated as regular games (C.07 2024 15.2)
tb-games-rule-round-robin-seed = round-robin: forfeits are treated as games (15.2)
tb-virtual-opponent = virtual opponent: { $before } before the round + { $in-round } in it + { $later } draws after = { $value }
tb-dummy-2024 = dummy with the participant's own score { $score } (16.4)
tb-dummy-cap-opponent = scheduled opponent's adjusted score { $score } (16.4.1)
tb-dummy-cap-rounds = draw × { $rounds } rounds = { $cap } (16.4.2)
tb-dummy-2026 = dummy: own score { $score } capped by { $why } → { $value }
tb-bh-game = R{ $round }: { $slot } — opponent { $tpn } adjusted score { $score }
tb-bh-unplayed = R{ $round }: { $slot } — { $why }
tb-bh-unplayed-category = R{ $round }: { $slot } [{ $article }] — { $why }
tb-cut-vur = cut { $part } (voluntarily unplayed round, 16.5)
tb-cut-least = cut { $part } (least significant)
tb-cut-most = cut { $part } (most significant)
tb-total = { $label } = { $value }
tb-sb-part = { $part } × { $scored } scored = { $value }
tb-ps-cut = R{ $round }: running score { $running } (cut)
tb-ps = R{ $round }: running score { $running }
tb-std-game = R{ $round }: { $mine } v opponent's { $other } → { $value }
tb-std-unplayed = R{ $round }: { $mine } v a draw's { $other } → { $value }
tb-ks-rule = opponents with at least { $percent } % of the maximum score count
tb-ks-rule-moved = opponents with at least { $percent } % of the maximum score, moved by { $shift } count
tb-ks-counts = R{ $round }: v { $tpn } ({ $score } of { $max }, limit { $limit }) counts: scored { $scored }
tb-ks-below = R{ $round }: v { $tpn } ({ $score } of { $max }, limit { $limit }) below the limit
tb-aro-opponent = opponent { $tpn }: { $rating }
tb-aro-unplayed = { $count ->
    [one] { $count } unplayed round
   *[other] { $count } unplayed rounds
} already removed: they count as cut results (C.02 AROC)
tb-aro-cut = cut { $low } lowest and { $high } highest { $total ->
    [one] rating
   *[other] ratings
}
tb-no-rated-games = no rated games played: no { $code } (counts as 0)
tb-tpr-aro = ARO = { $sum } / { $n } = { $aro }
tb-tpr-dp = score { $score } of { $n } = { $percent } % → dp { $dp } (B.02 table 8.1.1)
tb-tpr = TPR = { $aro } { $dp } = { $value } (10.2)
tb-ptp-zero = zero score: lowest opponent { $lowest } − 800
tb-ptp-search = lowest rating R with Σ PD(R − Ri) ≥ { $score } (table 8.1.2, no 400 cut)
tb-ptp = PTP = { $value } (10.3)
de-all-met-tied = all tied players met; mutual score { $score } — not separated (6.2)
de-all-met = all tied players met; mutual score { $score } (6.2)
de-ranked = ranked by direct encounter (6.3)
de-beats-maximum = mutual score { $score } beats every other's maximum (6.3)
de-not-separated = not all tied players met and none is sure of first place (6.3): not separated

## Team standings
team-title-round-robin = Team standings — { $rules }; { $primary } first ({ $primary-from }); tie-breaks from { $list-from }; round-robin (C.07 15)
team-title-swiss = Team standings — { $rules }; { $primary } first ({ $primary-from }); tie-breaks from { $list-from }; Swiss (C.07 16)
team-rounds-counted = rounds counted: { $rounds } of { $of }; { $boards } boards; match points { $win }/{ $draw }/{ $loss } (win/draw/loss); ranked by { $primary } first
col-team-number = No
col-team = Team
team-placed-by = placed by { $by } alone
team-separated-by = separated from the teams on the same { $primary } by { $by }
team-line = Team { $number } { $name } — rank { $rank }, { $mp } MP, { $gp } GP; { $why }
team-diff-line = team { $team } ({ $name }): { $column } — arbitro { $ours }, other { $theirs }
team-from-flag = { $flag }
team-from-record-192 = record 192 { $code }
team-from-record = record { $code } (line { $line })
team-from-nowhere = none
team-primary-default = match points by default (C.07 Art. 11)
team-error-primary = --primary: expected mp or gp, found '{ $found }'
team-warning-no-tiebreaks = no tie-breaks given (--tiebreaks) and none in records 212/202: ranked by { $primary } only
team-sum-of-rounds = sum of the { $kind } of every round
team-ranked-by = ranked by { $primary } first: { $values }; placed by { $by }
team-ranked-tied = ranked by { $primary } first: { $values }; placed by nothing (tied after the whole list)
team-unknown = ?
team-name = team { $number } ({ $name })
team-match-played = v { $team } { $own }–{ $other }
team-match-forfeit-win = forfeit win v { $team }
team-match-forfeit-loss = forfeit loss v { $team }
team-match-double-forfeit = double forfeit v { $team }
team-match-forfeit-draw = drawn by forfeits on every board v { $team }
team-round-score = R{ $round }: { $match } { $score }
team-round-win = R{ $round }: { $match } — a win
team-matches-won = matches won (with or without playing): { $n }
team-round-no-boards = R{ $round }: { $match } — no games on the boards, nothing counted
team-round-bc = R{ $round }: { $match }: { $terms } = { $value }
team-round-boards = R{ $round }: { $match }: boards 1–{ $boards }: { $terms }
team-board-total = board { $board } { $points }
team-totals = totals: { $totals }
list-comma = { $head }, { $tail }
list-then = { $head }, then { $tail }
list-empty = {""}
team-bc = BC = Σ board number × points on it = { $value } (lower is better)
team-tbr-rule = compared on board 1, then board 2 … downwards (higher is better)
team-tbr = TBR = board 1 { $points }
team-bbe-step = boards 1–{ $boards } { $points }
team-bbe-one-board = bottom boards eliminated one by one: only one board (higher is better)
team-bbe-steps = bottom boards eliminated one by one: { $steps } (higher is better)
team-opponent-score = { $match } { $kind } { $score }
team-round-no-opponent = R{ $round }: { $match } — no opponent, nothing counted (15.2)
team-dummy = { $match } — dummy with the team's own { $kind } { $score }
team-cap-opponent = the scheduled opponent's score (16.4.1)
team-cap-draws = a draw in every round (16.4.2)
team-capped = { $why }, capped at { $cap } by { $by }
team-sb-part = R{ $round }: { $why } × { $own } { $kind } = { $value }
team-part = R{ $round }: { $why }
team-cut-least = cut R{ $round } (least significant, 14.1)
team-cut-least-unplayed = cut R{ $round } (least significant, unplayed: 16.5, 14.1)
team-cut-most = cut R{ $round } (most significant, 14.3)
team-ks-rule = opponents with at least half of the maximum { $kind } { $max } (≥ { $half }) count
team-ks-counts = R{ $round }: { $match } — opponent { $kind } { $score }: counts { $counted }
team-ks-below = R{ $round }: { $match } — opponent { $kind } { $score }: below half
team-de-all-met-tied = all tied teams met; mutual { $kind } { $score } — not separated (6.2)
team-de-all-met = all tied teams met; mutual { $kind } { $score } (6.2)
team-de-beats-maximum = mutual { $kind } { $score } beats every other's maximum (6.3)
team-de-not-separated = not all tied teams met and none is sure of first place (6.3): not separated
team-spec-score = score ':{ $score }' is not MP or GP
team-spec-extended = expected EMMSB, EMGSB, EGMSB or EGGSB
team-spec-unknown = not a team tie-break; expected one of { $codes }
team-spec-boards = { $code } counts the game points board by board; no ':MP'/':GP'
team-spec-modifier = modifier '/{ $modifier }': expected C1, C2, M1 or M2
team-spec-modifier-here = modifier '/{ $modifier }' does not apply here
