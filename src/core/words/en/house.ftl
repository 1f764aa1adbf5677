# The check report of the Swiss systems of the house (Dubov, Burstein, Lim, Swiss Team): the
# frame of the report and what each round does against the text. The rule itself is quoted in
# FIDE's English.

## The report
house-round-consistent = Round { $round }: consistent with { $chapter }
house-round-departs = Round { $round }: departs from the text at [{ $code }] Art. { $article }{ $boards }
house-boards = {" "}(boards { $boards })
house-pab = PAB
house-rule = Rule: { $rule }
house-text-pairs = The text pairs: { $pairs }{ $bye }
house-text-pab = , PAB { $player }
house-all-consistent = All rounds consistent.
house-discrepancies = Discrepancies found.
house-round-under-reading = Round { $round }: consistent under reading { $reading } (the text allows it: { $open }); { $default }
house-default-departs = departs from arbitro's default { $default }{ $at }
house-default-at = {" "}at [{ $code }] Art. { $article }
house-default-refuses = arbitro's default refuses the round where { $reading } decides it
house-reading-says = Reading: { $text }
house-default-detail = Under the default: { $detail }
house-consistent-under-readings = All rounds consistent; { $count ->
    [one] one round
   *[other] { $count } rounds
} only under another reading than arbitro's default (see the notes; --strict counts them as discrepancies).
house-discrepancies-strict = Discrepancies found (--strict: { $count ->
    [one] one round is
   *[other] { $count } rounds are
} consistent only under another reading than arbitro's default).
house-cannot-pair = { $why }

## Shared by the systems
house-complies = the round complies with { $chapter } ({ $edition })
house-paired-not-to-be-paired = player { $player } is paired but has an entry for the round or is not to be paired
house-left-unpaired = player { $player } is to be paired but is neither on a board nor given the PAB
house-met = { $a } and { $b } have already met (or may not meet)
house-both-absolute = { $a } and { $b } both have an absolute preference for { $colour }
house-had-pab = { $player } already had the PAB or scored a win without playing
house-nobody = nobody
house-none = none
house-list-more = { $item }, { $rest }
house-player-games = { $player } ({ $score } points, { $games } games played)
house-player-score = { $player } ({ $score } points)
house-bracket = bracket of { $score } points
house-should-have-white = { $player } should have White by Art. { $article } ({ $why })

## Dubov (C.04.4.1)
dubov-pab-goes = the PAB goes to { $text }, not to { $file } (3.1.3 lowest score, 3.1.4 most games, 3.1.5 largest TPN)
dubov-upfloater-scores = { $bracket }: upfloaters { $file } with scores { $file-scores }; the text takes { $text } with scores { $text-scores }
dubov-count-differs = { $bracket }: { $file-count } { $what } in the round, { $text-count } in the text's pairing (upfloaters { $file } vs { $text })
dubov-what-upfloaters = upfloaters
dubov-what-no-preference = players without their colour preference
dubov-what-max-upfloaters = maximum upfloaters upfloated
dubov-what-max-upfloats = upfloats of maximum upfloaters
dubov-what-upfloated-last = upfloaters who upfloated in the previous round
dubov-upfloater-order = { $bracket }: upfloaters { $file }; the first set in the order of 4.2.2 that pairs as well is { $text }
dubov-transposition = { $bracket }: S1 = { $s1 } meets T2 = { $t2 } (the first legal transposition); the round pairs it otherwise
dubov-colour-initial = neither has played: initial-colour by the TPN of the higher ranked
dubov-colour-both = grant both colour preferences
dubov-colour-stronger = grant the stronger colour preference
dubov-colour-alternate = alternate from the most recent round with different colours
dubov-colour-higher = grant the higher ranked player's preference

## Burstein (C.04.4.2), 2026 and original editions
burstein-player = { $player } ({ $score } points, { $games } games played, Buchholz { $buchholz }, Sonneborn-Berger { $sb })
burstein-o-player = { $player } ({ $score } points, { $tie-breaks })
burstein-o-tie-breaks = SB { $sb }, Buchholz { $buchholz }, Median { $median }, rating { $rating }
burstein-pab-goes = the PAB goes to { $text }, not to { $file } ({ $why })
burstein-pab-lowest-score = 3.1.3 lowest score
burstein-pab-most-games = 3.1.4 most games played
burstein-pab-lowest-ranked = 3.1.5 lowest in the ranking of 1.8
burstein-pab-others-paired = 3.1.2 the others can all be paired
burstein-o-pab-tie-breaks = 4.2-4.3 lowest SB, then Buchholz, Median, rating in the lowest score group
burstein-o-pab-lowest-group = 4.2 the lowest score group
burstein-o-pab-others-paired = 6.6 the others can all be paired (reading B-O-6)
burstein-head = bracket of { $score } points ({ $players } players)
burstein-o-head = score group of { $score } points ({ $players } players)
burstein-c4 = { $bracket }: the players left cannot all be paired after this bracket's pairs
burstein-c5 = { $bracket }: { $file } pairs; the text makes { $text }
burstein-c6 = { $bracket }: outgoing floaters { $file }; the text floats { $text } (lower scores)
burstein-o-c6 = { $bracket }: outgoing floaters { $file }; the text (6.3) floats { $text } (lower scores)
burstein-c7 = { $bracket }: outgoing floaters { $file } leave the next bracket worse paired ([C1]-[C6] there) than { $text }
burstein-o-c7 = { $bracket }: outgoing floaters { $file } find fewer opponents in the next score group (6.6) than { $text }
burstein-c8 = { $bracket }: { $file } players do not get their colour preference; the text's pairing leaves { $text }
burstein-order = { $bracket }: BSN { $bsn } ({ $player }) { $file } in the round; the first pairing in the order of 4.3 that is best by [C5]-[C8]: { $text }
burstein-o-order = { $bracket }: no. { $bsn } ({ $player }) { $file } in the round; the first combination of 6.2/6.4 best by 6.3-6.5: { $text }
burstein-floats = floats (BSN 0)
burstein-o-floats = floats (F)
burstein-meets = meets BSN { $bsn } ({ $player })
burstein-o-meets = meets no. { $bsn } ({ $player })
burstein-departs = { $bracket }: departs
burstein-o-order-item = { $k }. { $player } ({ $score }; { $tie-breaks })
burstein-o-with-order = { $detail } [order of 3.2: { $order }]
burstein-o-with-order-cut = { $detail } [order of 3.2: { $order } …]
burstein-colour = board { $board }: { $file } has White; { $article } gives White to { $text } ({ $white } { $white-score } points, Buchholz { $white-buchholz }; { $black } { $black-score } points, Buchholz { $black-buchholz })
burstein-o-colour = board { $board }: { $file } has White; { $article } gives White to { $text } ({ $white }: { $white-score } points, colours { $white-colours }, { $white-tie-breaks }; { $black }: { $black-score } points, colours { $black-colours }, { $black-tie-breaks })
burstein-seeding-departs = the round departs from the Dutch System's pairing
burstein-seeding-finding = seeding round paired by the Dutch System (C.04.3 2026): { $rule } — { $finding }

## Lim (C.04.4.3)
lim-met = { $a } and { $b } have already met (or may not meet): Art. { $article }
lim-colour-limits = board { $board }: { $player } would have { $colour } a third time running or three more of one colour (Art. { $article }; not the last round)
lim-had-pab = { $player } already had the PAB or scored a win without playing (Basic Rules)
lim-pab-goes = the PAB goes to { $text }, not to { $file }: the lowest-ranked player of the lowest scoregroup who may have it and leaves a field that can be paired (Art. { $article })
lim-group-above = scoregroup { $score } (paired downward)
lim-group-below = scoregroup { $score } (paired upward)
lim-group-median = the Median Scoregroup { $score }
lim-floaters = { $group }: the round pairs { $file } with players the text does not pair here; the text transfers { $floaters } from this group and pairs { $text } (Art. { $article })
lim-why-clashes = { $file } pairs with both players due the same colour where the text's pairing has { $text }
lim-why-order = { $player } is scrutinised { $how } and the first compatible opponent in the text's order is { $opponent }
lim-scrutiny-incoming = first as an incoming floater (3.6-3.8)
lim-scrutiny-order = in the order of 4.1
lim-pairs-otherwise = { $group }: the round pairs { $file }; the text pairs { $text }: { $why } (Art. { $article })
lim-colour = board { $board }: { $file } has White; { $rule } gives White to { $text }
lim-colour-lot = 7.2 (player 1's colour, odd numbers of the top half the same)
lim-colour-due = 5.5/5.6 each gets the colour due
lim-colour-must = 5.3 the player with the same colour twice running must alternate
lim-colour-history = 5.4 the first difference in the colour histories
lim-colour-balance = 5.5/5.6 evening the colours comes before alternating
lim-colour-rank = 5.4 identical histories: the higher-ranked player in and above the Median Scoregroup, the lower-ranked below

## Swiss Team (C.04.6)
team-paired-not-to-be-paired = team { $team } is paired but has an entry for the round or is not to be paired
team-left-unpaired = team { $team } is to be paired but is neither on a board nor given the PAB (3.3.1)
team-met = teams { $a } and { $b } have already met (or may not meet)
team-had-pab = team { $team } already had the PAB, a forfeit win or a full-point bye
team-team-matches = { $team } ({ $score } points, { $matches } matches played)
team-pab-goes = the PAB goes to { $text }, not to { $file } (3.4.1 leaves a legal pairing, 3.4.2 lowest score, 3.4.3 most matches, 3.4.4 largest TPN)
team-below-unpairable = { $bracket }: with upfloaters { $file } the teams left below cannot all be paired legally
lex-upfloater-count = { $bracket }: { $file-count } upfloaters ({ $file }); the text needs { $text-count } ({ $text })
lex-set-quality = { $bracket }: { $file-count } { $what } with upfloaters { $file }, { $text-count } with the text's { $text }
lex-what-following-unpairable = following scoregroup left unpairable with its fewest upfloaters
lex-what-upfloaters-floated = upfloaters that floated in the previous round
lex-upfloater-order = { $bracket }: upfloaters { $file }; the first set in the order of 3.5.3–3.5.4 that pairs as well is { $text }
lex-pairs-quality = { $bracket }: { $file-count } { $what } in the round, { $text-count } in the text's pairing { $text }
team-what-no-preference = teams without their colour preference
team-what-no-strong-preference = teams without their strong colour preference
lex-what-opponents-floated = upfloaters' opponents that floated in the previous round
lex-identifier = { $bracket }: the first pairing by identifier (3.6.2) that pairs as well is { $text }; the round pairs { $file }
team-should-have-white = team { $team } should have White by Art. { $article } ({ $why })
team-colour-initial = neither team has played: the initial-colour by the first-team's TPN
team-colour-one-preference = only one team has a colour preference: grant it
team-colour-opposite = opposite colour preferences: grant them
team-colour-strong = only one team has a strong preference: grant it
team-colour-lower-difference = White to the team with the lower colour difference
team-colour-alternate = alternate from the most recent match where their colours differed
team-colour-first-team = grant the first-team's colour preference
team-colour-first-team-last = alternate the first-team's colour from its last match played
team-colour-other-team-last = alternate the other team's colour from its last match played

## Headings and the pair table
house-heading = { $title } — { $reason }
house-reason-flag = chosen with --rules
house-reason-flag-record = chosen with --rules; record 192 says { $code }
house-reason-flag-predates = { $why }; the tournament started on { $start }, before the { $edition } was in force; { $other }; the text of the edition chosen is applied, with its readings
house-reason-record-undated = record 192 says { $code }; the file has no dates: the edition in force today
house-reason-record-dated = record 192 says { $code }; the tournament started on { $start }
house-reason-kind-edition = record 092 says "{ $kind }", which names the edition
house-reason-kind-undated = record 092 says "{ $kind }"; the file has no dates: the edition in force today
house-reason-kind-dated = record 092 says "{ $kind }"; the tournament started on { $start }
house-reason-kind-before-edition = record 092 says "{ $kind }"; the tournament started on { $start }, before the { $edition } edition, under the 2024 text, which is not public in full: the { $edition } text is applied
house-pair-round = Round { $round } — { $heading }
house-pair-board = Board
house-pair-black = Black
house-pair-bye = pairing-allocated bye
house-columns-dutch = White (TPN name score pref)
house-fields-dubov = TPN name score ARO pref
house-columns-dubov = White ({ house-fields-dubov })
house-fields-burstein = TPN name score Buchholz pref
house-columns-burstein = White ({ house-fields-burstein })
house-fields-burstein-original = TPN name score SB Buchholz Median pref
house-columns-burstein-original = White ({ house-fields-burstein-original })
house-fields-lim = TPN name score due
house-columns-lim = White ({ house-fields-lim })
house-fields-team = TPN team score CD pref
house-columns-team = White ({ house-fields-team })

# Double-Swiss System (C.04.5, 2026): the check's verdicts
ds-paired-not-to-be-paired = player { $player } is paired but has an entry for the round or is not to be paired
ds-left-unpaired = player { $player } is to be paired but is neither on a board nor given the PAB (3.3.1)
ds-met = players { $a } and { $b } have already met in a match not forfeited (or may not meet)
ds-had-pab = player { $player } already had the PAB, a forfeit win or a full-point bye
ds-team-matches = { $player } ({ $score } game points, { $matches } matches played)
ds-pab-goes = the PAB goes to { $text }, not to { $file } (3.4.1 leaves a legal pairing, 3.4.2 lowest score, 3.4.3 most matches, 3.4.4 largest TPN)
ds-below-unpairable = { $bracket }: with upfloaters { $file } the players left below cannot all be paired legally
ds-should-have-white = player { $player } should have White by Art. { $article } ({ $why })
ds-colour-initial = neither player has played a match: the initial-colour by the higher-ranked player's TPN
ds-colour-fewer-whites = White (in game 1) to the player with fewer matches with White
ds-colour-alternate = alternate from the most recent match where their colours differed
ds-colour-higher-last = alternate the higher-ranked player's colour from its last match played
ds-colour-other-last = alternate the other player's colour from its last match played
ds-refused = refused: { $why }
house-fields-double-swiss = TPN name game-points whites
house-columns-double-swiss = White in game 1 ({ house-fields-double-swiss })
house-reason-accelerated = { $why }; { $acceleration }
house-reason-record = record 192 says { $code }
house-reason-kind = record 092 says "{ $kind }"

## Baku acceleration, as the reports state it (src/rules/baku.rs)
baku-from-file = acceleration applied: virtual points from the file ({ $records } lines)
baku-file-wins = { $applied }; { $ignored } ignored: the file's lines win
baku-asked-192 = record 192 ({ $code })
baku-asked-flag = { $flag }
baku-computed = acceleration applied: Baku, { $article } [{ $wording }], asked by { $asked }: { $group }; { $rounds }
baku-group-a = group A = TPN { $first }–{ $last } ({ $count } players)
baku-group-a-empty = group A is empty
baku-no-round = no accelerated round (the 2016 wording needs 9 rounds or more)
baku-points = { $full } virtual points before { $full-rounds }, { $half } before { $half-rounds }
baku-round = round { $round }
baku-rounds = rounds { $first }–{ $last }
baku-no-round-at-all = no round
baku-wording-2016 = C.04.5.1 (Baku 2016 wording: rounds 1–3 and 4–5, 9 rounds or more)
baku-wording-2017 = C.04.5.1 (later SPP wording: first half of the rounds accelerated)
baku-wording-c047 = C.04.7 §1 (2026: points of a win, then half)
baku-needs-rounds = Baku acceleration needs the number of rounds (XXR / record 142): the accelerated rounds are the first half of them
baku-needs-scoring = Baku acceleration [{ $wording }] needs { $c047 ->
        [yes] a win worth two draws and a loss worth zero (C.04.7 §1.1)
       *[no] the standard scoring 1 / ½ / 0 (C.04.5.1 art. 1)
    }; this tournament scores { $win } / { $draw } / { $loss }
baku-team-game-points = record 192 asks for Baku acceleration of a competition ranked on game points: C.04.7 §1 gives virtual points as the points of a win, which a game-points score has not; use a match-points code (FIDE_TEAM_…_MP…_BAKU) or the file's own 250 lines
