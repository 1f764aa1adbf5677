# arbitro check (and the arbiter's desk): why a round departs from arbitro's pairing, the
# check-list, the round-robin tables, the Baku acceleration. English.

## Findings
find-whose-file = the file's pairing
find-pab-why-2017 = already had a pairing-allocated bye or a forfeit win (C.04.1 d)
find-pab-why-2026 = already had a pairing-allocated bye or scored a win's points in one round without playing (C.04.1 art. 4)
find-pab-to-ineligible = { $whose } violates { $code }: the pairing-allocated bye goes to { $players }, who { $why }
find-rematch = players { $a } and { $b } met in round { $round }
find-prohibited = players { $a } and { $b } must not be paired (prohibited pairing XXP/260)
find-same-absolute-preference = players { $a } and { $b } both have an absolute preference for { $colour } and neither is a topscorer
find-violates = { $whose } violates { $code } ({ $detail })
find-left-unpaired = the file leaves { $count ->
    [one] player
   *[other] players
} { $players } unpaired although they take part in the round
find-paired-extra = the file pairs { $count ->
    [one] player
   *[other] players
} { $players } who arbitro does not pair (absent, withdrawn or on a requested bye)
find-no-pairs = none
find-pairs-list = { $pairs }
find-bracket = bracket { $score }
find-bracket-collapsed = bracket { $score } (A.9: penultimate pairing bracket or collapsed last bracket)
find-both-pairs = arbitro pairs { $ours }; the file pairs { $theirs }
find-counts = : file { $theirs }, arbitro { $ours }
find-worse = { $where }: the file's pairing is worse on { $code } ({ $summary }{ $counted }) — { $pairs }
find-better = { $where }: the file's pairing is better on { $code } ({ $summary }) — { $pairs }; arbitro should have found it: please report this round
find-order-ours = { $where }: equal on every criterion; arbitro's pairing comes first in the generation order ({ $article }: transpositions of S2, exchanges, choice of moved-down players) — { $pairs }
find-order-theirs = { $where }: equal on every criterion, and the file's pairing comes first in the generation order ({ $article }) — { $pairs }; please report this round
find-nobody = nobody
find-player = { $tpn }
find-pab-candidate = { $tpn } (score { $score }, { $unplayed ->
    [one] { $unplayed } unplayed round
   *[other] { $unplayed } unplayed rounds
})
find-pab-candidate-ineligible = { $tpn } (score { $score }, { $unplayed ->
    [one] { $unplayed } unplayed round
   *[other] { $unplayed } unplayed rounds
}, not eligible)
find-bye-ineligible = the file's assignee may not receive the PAB
find-bye-lowest-score = the PAB goes to the lowest score possible
find-bye-lowest-bracket = the PAB goes to a player of the lowest bracket that can be completed
find-bye-fewest-unplayed = among them, the fewest unplayed games
find-bye-equal = equal on the bye criteria; the rest of the pairing and the generation order decide (usually the lowest-ranked player)
find-bye-one = exactly one player gets the PAB when the number to pair is odd
find-bye-differs = the pairing-allocated bye differs: arbitro gives it to { $ours }, the file to { $theirs }; { $rule }: { $why }
find-colours = same pairs, colours differ on board { $board }: rule { $article } ({ $rule }) gives white to { $white }
find-colours-engine = same pairs, colours differ on board { $board }: the file gives white to { $theirs }; by rule { $article } ({ $rule }) white goes to { $white } — arbitro's engine gives it to { $ours }
find-no-pairing = arbitro finds no valid pairing ({ $reason }), yet the file's pairing violates no absolute criterion
find-no-dubov-pairing = arbitro finds no valid Dubov pairing ({ $reason })
# A system's departure: the detail is a phrase of the system's catalogue, worded in the same language.
find-dubov = { $detail }
find-no-team-pairing = arbitro finds no valid Swiss Team pairing ({ $reason })
# The same for the Swiss Team, Double-Swiss, Burstein and Lim checks.
find-no-double-swiss-pairing = arbitro finds no valid Double-Swiss pairing ({ $reason })
find-team = { $detail }
find-no-burstein-pairing = arbitro finds no valid Burstein pairing ({ $reason })
find-burstein = { $detail }
find-no-lim-pairing = arbitro finds no valid Lim pairing ({ $reason })
find-lim = { $detail }
find-table-no-round = the Berger table gives no round to compare ({ $reason })
find-table-colours = the table gives { $white } white against { $black }; the round has the colours the other way round
find-table-pair = the table pairs { $white } (white) with { $black }; the round does not
find-table-bye = the table leaves { $ours } without a game; the round leaves { $theirs }

## Colour allocation rules (C.04.3 Art. 5.2; 2017 E.1–E.5)
colour-both-preferences = grant both colour preferences
colour-stronger-preference = grant the stronger colour preference
colour-alternate = alternate the colours to the most recent round in which they differed
colour-higher-ranked = grant the colour preference of the higher-ranked player
colour-initial = the higher-ranked player gets the initial colour when their TPN is odd

## Criteria of the Dutch system (C.04.3, 2026 text; the 2017 wording where it differs)
crit-c1 = two players shall not meet twice
crit-c2 = no pairing-allocated bye for a player who already had one or scored a win without playing
crit-c3 = non-topscorers with the same absolute colour preference shall not meet
crit-c4 = a pairing complying with [C1]-[C3] must exist for all players not yet paired
crit-c5 = minimise the score of the pairing-allocated-bye assignee
crit-c6 = minimise the number of downfloaters (maximise the number of pairs)
crit-c7 = minimise the scores (in descending order) of the downfloaters
crit-c8 = choose the downfloaters so that the next bracket complies with [C1]-[C7]
crit-c9 = minimise the unplayed games of the pairing-allocated-bye assignee
crit-c10 = minimise topscorers or their opponents with a colour difference beyond +2/-2
crit-c11 = minimise topscorers or their opponents with the same colour three times in a row
crit-c12 = minimise the players who do not get their colour preference
crit-c13 = minimise the players who do not get their strong colour preference
crit-c14 = minimise the resident downfloaters who downfloated the previous round
crit-c15 = minimise the MDP opponents who upfloated the previous round
crit-c16 = minimise the resident downfloaters who downfloated two rounds before
crit-c17 = minimise the MDP opponents who upfloated two rounds before
crit-c18 = minimise the score differences of MDPs who downfloated the previous round
crit-c19 = minimise the score differences of MDP opponents who upfloated the previous round
crit-c20 = minimise the score differences of MDPs who downfloated two rounds before
crit-c21 = minimise the score differences of MDP opponents who upfloated two rounds before
crit-2017-c4 = in the penultimate pairing bracket, choose the downfloaters so that the round can be completed
crit-2017-c7 = minimise the pairing score difference (PSD, A.8)
crit-2017-c8 = choose the downfloaters so as to maximise the pairs, then minimise the PSD, in the following bracket
crit-2017-c14 = minimise the players who receive the same downfloat as the previous round
crit-2017-c15 = minimise the players who receive the same upfloat as the previous round
crit-2017-c16 = minimise the players who receive the same downfloat as two rounds before
crit-2017-c17 = minimise the players who receive the same upfloat as two rounds before
crit-2017-c18 = minimise the score differences of players who receive the same downfloat as the previous round
crit-2017-c19 = minimise the score differences of players who receive the same upfloat as the previous round
crit-2017-c20 = minimise the score differences of players who receive the same downfloat as two rounds before
crit-2017-c21 = minimise the score differences of players who receive the same upfloat as two rounds before

## Editions, the initial colour, the check's verdicts
edition-dutch-2017 = FIDE Dutch system, 2017 edition (C.04.3, 1 Jul 2017 – 31 Jan 2026)
edition-dutch-2026 = FIDE Dutch system, 2026 edition (C.04.3, from 1 Feb 2026)
colour-white = White
colour-black = Black
initial-boards = { $count ->
    [one] board
   *[other] boards
} { $boards }
initial-boards-more = boards { $boards } and { $more } more
initial-from-flag = chosen with --initial-colour
initial-from-record-line = from record { $record } (line { $line })
initial-from-record = from record { $record }
initial-inferred = inferred from round { $round }, board { $board } (TPN { $tpn } had { $had }
initial-inferred-number = { $seen }; number { $number } among the players paired, so { $article } gives { $gets })
initial-inferred-closed = { $seen })
initial-gets-initial = the initial colour
initial-gets-opposite = the opposite colour
initial-default = none in the file: White by default
initial-colour = initial colour: { $colour } for TPN 1, { $from }
initial-conflict = { $choice }; round { $round } cannot come from a single initial colour: { $boards } of { $read } have the colours of { $colour } for TPN 1 ({ $article })
check-rounds-from-file = number of rounds: not in the file (XXR / 142), so the { $rounds } rounds recorded: round { $rounds } is the last (topscorers, Art. 1.8 / A.7)
check-read-as = player { $player }, round { $round }: { $meaning } ({ $written })
check-read-absent = absent, not paired, zero points
check-read-pab = pairing-allocated bye, a full point without a game
check-read-half = half-point bye, not paired
check-read-blank = player { $player }: not paired in round(s) { $rounds } (blank entry; TRF16: blank ≡ Z)
check-proposed-round = round { $round } is paired and has no results: checked as the proposed next round, as `check --next` checks a proposal (the number of rounds is not assumed)
check-proposed-mark = proposed next round
check-round-unchecked = not checked: the round's own entries are inconsistent
check-data-findings-head = the file's own data is inconsistent (the pairings are checked all the same):
check-data-summary = { $findings } inconsistencies in the file's own data, { $unchecked } rounds not checked
check-tiebreaks-unread = standings not checked: line { $line }, column { $column }: { $what }; the pairings are checked
check-consistent = consistent
check-colours-differ = colours differ
check-pab-differs = PAB differs
check-pairs-differ = pairs differ
check-no-pairing = no valid pairing found
note = note: { $note }

## The standings checked against the file's rank and points columns
tb-from-flag = --tiebreaks
tb-from-record = record { $code }
tb-from-record-line = record { $code } (line { $line })
tb-from-records = record 212/202
sc-no-rank = none
sc-points = player { $tpn } ({ $name }), line { $line }, column 81: points column { $file }, the results give { $computed }
sc-tied = tied
sc-ahead = { $tpn } ahead
sc-points-criterion = points
sc-order = players { $ahead } ({ $ahead-name }) and { $behind } ({ $behind-name }): file ranks { $ahead-file } and { $behind-file } ({ $file-says }), arbitro ranks { $ahead-rank } and { $behind-rank } ({ $ahead } ahead): { $criterion } separates them, { $ahead-value } for { $ahead } against { $behind-value } for { $behind }
sc-rank = rank { $rank }
sc-rank-range = a rank from { $first } to { $last }
sc-rank-differs = player { $tpn } ({ $name }), line { $line }, column 86: the file's rank is { $file }, arbitro gives { $places }
sc-no-rank-column = the file's rank column (001, columns 86–89) is blank: ranks not compared

## Round-robins: the Berger tables (C.05 Annex 1)
rr-cycles-flag = --cycles { $cycles }
rr-record-092 = record 092 says { $kind }
rr-planned-rounds = the file plans { $rounds } rounds (142 / XXR), more than one cycle of { $per }
rr-recorded-rounds = the file records { $rounds } rounds, more than one cycle of { $per }
rr-single-cycle = a single cycle: the file has no more than { $per } rounds
rr-from-profile = the profile
rr-numbers-inferred = pairing numbers inferred from the { $rounds } rounds recorded (no record gives the draw, and the starting ranks do not follow the table): starting rank→number { $moved }
rr-numbers-ambiguous = the rounds recorded fit more than one draw; the first found is used (the starting ranks would settle it)
rr-last-two-reversed = rounds { $a } and { $b } of the first cycle are played in reverse order, as the annex recommends (13.17.2)
rr-last-two-in-order = rounds { $a } and { $b } of the first cycle are played in the table's order (the annex recommends reversing them, 13.17.2; a recommendation, not a departure)
rr-no-game = no game
rr-game = { $white }–{ $black }
rr-no-game-for = no game for { $tpn } ({ $code })
rr-blank = blank
rr-no-such-round = round { $round }: the table has no such round (the event has { $rounds } rounds); the file pairs { $games } games
rr-colours = round { $round }, board { $board }: the table gives { $white }–{ $black }, the file { $black }–{ $white }
rr-no-game-recorded = round { $round }, board { $board }: the table gives { $white }–{ $black }; the file records no game ({ $first }, { $second }) — C.05 6.6 shows a withdrawn player's unplayed games as '-' and the opponent's as '+'
rr-and = { $first } and { $second }
rr-opponents = round { $round }, board { $board }: the table gives { $white }–{ $black }, the file { $seen }
rr-rest = round { $round }, board { $board }: the table gives { $tpn } no game (drawn against the dummy { $dummy }), the file { $white }–{ $black }
rr-out-of-order = round { $round }: the file plays the table's round { $table-round } of cycle { $cycle } here, not round { $expected }: the rounds are out of the table's order
rr-head = { $file }: round-robin, { $players } players, Berger table for { $odd }/{ $size } ({ $cycles ->
    [one] { $cycles } cycle
   *[other] { $cycles } cycles
}: { $reason })
rr-system-record = the round-robin system (C.05 Annex 1): { $by }
rr-numbers-identity = pairing numbers: the starting ranks (record 001) follow the table
rr-table-round = {" "}(table round { $table-round }{ $cycle }{ $reversed ->
    [yes] , colours reversed
   *[no] {""}
})
rr-cycle = , cycle { $cycle }
rr-round = Round { $round }{ $table-round }: { $verdict }
rr-follows = follows the table
rr-departures = { $count ->
    [one] { $count } departure
   *[other] { $count } departures
}
rr-all-follow = All { $rounds } rounds follow the Berger table (C.05 5.1, Annex 1).
rr-some-depart = { $bad } of { $rounds } rounds depart from the Berger table (C.05 5.1, Annex 1).

## The check-list before a round (the manual's "FORMATOS DE LISTADO DE CHEQUEO")
checklist-title = Check-list before round { $round } ({ $edition })
checklist-colours = Colours
checklist-not-paired = (not paired: bye or absent)
checklist-legend = Pref: WWW/BBB absolute (both conditions), WW/BB absolute (colour difference), W1/B1 and W/B absolute (same colour twice), (W)/(B) strong, (w)/(b) mild, A none. -1R/-2R float in the last/penultimate round: ▼ downfloat, ▲ upfloat. [X] may not receive the pairing-allocated bye. G-n: opponent n games ago. * pairing score with fictitious points.

## The text report of check
check-round-word = round
check-boards-head = board  arbitro       file
check-same-boards = { $count ->
    [one] { $count } other board the same in both
   *[other] { $count } other boards the same in both
}
check-pairings-skipped = pairings not checked (--only standings)
check-all-consistent = { $count ->
    [one] the round is consistent
   *[other] all { $count } rounds consistent
}
check-rounds-differ = { $bad } of { $count } rounds differ
check-standings-consistent = standings consistent
check-standings-differences = { $count ->
    [one] { $count } standings difference
   *[other] { $count } standings differences
}
check-no-tiebreaks = none (points only)
check-standings-head = standings after round { $rounds } — tie-breaks { $list } ({ $source })
check-note = note: { $note }
check-ranks-consistent = ranks and points consistent
check-figure-of = { $criterion } of { $tpn }
rr-pair-heading = round-robin, Berger table for { $odd }/{ $size } (C.05 Annex 1); { $cycles ->
    [one] { $cycles } cycle
   *[other] { $cycles } cycles
}: { $reason }
rr-pair-table-round = Table round { $table-round }{ $cycle }{ $reversed ->
    [yes] , colours reversed
   *[no] {""}
}
rr-pair-white = White (TPN name #number)
rr-pair-dummy = no game (drawn against the dummy { $dummy })
rr-pair-absent = player { $player } is absent in round { $round } ({ $code }){ $game }; the table stands (C.05 6.4, 6.6: '-' for him, '+' for the opponent)
rr-pair-absent-game = : the game { $white }–{ $black } is forfeited
rr-berger-cycles = --cycles { $cycles }: a round-robin has 1 or 2 cycles
rr-berger-round = --round { $round }: the table has rounds 1 to { $rounds }
rr-berger-head = Berger table for { $odd }/{ $size } players (C.05 Annex 1){ $dummy ->
    [0] {""}
   *[other] ; { $dummy } is the dummy: who meets it has no game
}{ $double ->
    [yes] ; double round-robin: the last two rounds of the first cycle swapped (13.17.2), the second cycle with the colours reversed
   *[no] {""}
}
rr-berger-round-letter = R
varma-federation = --federations: item { $item }: expected a three-letter FIDE code, found '{ $found }'
varma-head = Varma draw for { $players } players (C.05 5.3, Annex 2; Berger table { $odd }/{ $size })
varma-envelope = envelope { $letter }
varma-left-over = left-over
varma-number = number { $number }
varma-order = Order of drawing (annex point 2: largest federation first, then FIDE code; names alphabetically){ $by-lot ->
    [yes] ; numbers drawn by lot from the seed
   *[no] ; numbers listed in ascending order — the draw within an envelope is by lot
}
varma-meeting = { $federation }: { $a } and { $b } meet in round { $round }{ $last-three ->
    [yes] {" "}(one of the last three rounds)
   *[no] {""}
}
varma-check-head = { $file }: the starting ranks as the drawn numbers, checked against the Varma groups (C.05 5.2-5.3, Annex 2)
varma-check-holds = Every federation's players hold numbers of one group and do not meet in the last three rounds.
varma-check-departs = The draw departs from the Varma restrictions.
varma-no-envelope = { $federation }: no envelope left for { $count } players; they draw from the numbers left over
varma-too-many = { $federation }: { $count } players, more than envelope { $letter } holds ({ $holds }); the other { $other } draw as a further contingent
varma-split = { $federation }: numbers { $numbers } are in { $groups } groups; a contingent of { $count } fits one envelope (Annex 2, point 3)
varma-late-meeting = { $federation }: { $a } and { $b } meet in round { $round }, one of the last three rounds (C.05 5.2)
