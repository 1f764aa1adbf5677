# Why a round cannot be paired, or cannot be paired as the file gives it: the engines' reasons,
# worded where they are shown. Article numbers and criteria are codes, the same in both languages.

nopair-round = No valid pairing exists for round { $round }: { $reason }

## The lexicographic procedure (Swiss Team, Double-Swiss): $who is team or player
nopair-rematch = the { $who ->
    [team] teams
   *[player] players
} cannot all be paired without a rematch ([C1], 3.3.3)
nopair-pab-legal = no { $who ->
    [team] team
   *[player] player
} can receive the PAB and leave a legal pairing ([C2], 3.4.1, 3.3.3)
nopair-top-scoregroup = the top-scoregroup of { $count } { $who ->
    [team] teams
   *[player] players
} cannot be completed into a legal bracket ([C1], [C3], 3.3.3)
nopair-bracket-c1 = the bracket has no legal pairing ([C1])
nopair-identifier = no identifier reaches the bracket's best pairing (3.6)

## Dubov and Burstein
nopair-pab-c2-c4 = no player can receive the pairing-allocated bye under [C2] and [C4] (3.1)
nopair-c1-c3 = the players cannot all be paired under [C1] and [C3] ({ $cite })
nopair-bracket-score = the bracket of { $score } points cannot be paired (3.2.6)
nopair-bracket-leaves = the bracket of { $score } points leaves players who cannot be paired ([C4])
nopair-dubov-split = no split of the bracket into G1 and G2 found within the sets examined (3.2.4)
nopair-burstein-article4 = the bracket of { $score } points: no opponent of BSN { $bsn } keeps the best pairing (Article 4)

## Lim
nopair-lim-compatible = C.04.4.3 2.1: the players cannot all be paired with compatible opponents (no rematch, colour limits)
nopair-lim-no-median = C.04.4.3 2.2 (reading L-4b): no player to be paired has the score of the Median Scoregroup ({ $median }, half the rounds played), and the text gives no order of pairing without one
nopair-lim-median-undone = C.04.4.3 2.6: the Median Scoregroup cannot be paired even with every other pair undone
nopair-lim-nobody-bye = C.04.4.3 1.1 and the Basic Rules: nobody may receive the pairing-allocated bye
nopair-lim-bye-field = C.04.4.3 1.1, 2.1: no pairing-allocated bye leaves a field that can be paired

## Dutch
nopair-dutch-absolute = no pairing complies with the absolute criteria { $criteria } for all players ({ $article })
nopair-dutch-left = { $count } players left unpaired after the last bracket ({ $article })

## What the file must give before a round is paired
nopair-planned-double-swiss = the Double-Swiss system needs the number of rounds (record 142 or XXR): [C7] and [C8] (Art. 2.3.4, 2.3.5) do not apply in the last round
nopair-planned-team = the Swiss Team system needs the number of rounds (record 142 or XXR): [C7] and [C10] (Art. 2.3.4, 2.3.7) do not apply in the last two rounds, and Type B preferences (1.7.2) change in the last
nopair-planned-burstein = C.04.4.2 Art. 1.6.2: the number of seeding rounds depends on the number of rounds of the tournament, which the file does not give (record 142 or XXR)
nopair-round-robin-beyond = round { $round } is beyond the { $rounds } rounds of the round-robin
nopair-team-code = record 192 says { $code }: expected FIDE_TEAM or FIDE_TEAM_{"{"}TYPEA,TYPEB{"}"}_{"{"}MP,GP{"}"}[_{"{"}GP,MP{"}"}][_BAKU]
nopair-record-192-refused = record 192 says { $code }: { $why }
nopair-double-swiss-baku = the Baku acceleration of a Double-Swiss event is refused: whether its virtual points are 'points for a win' of a game (1) or of a match (2) is not settled (C.04.7 is silent; reading DS-9, docs/systems/double-swiss-2026.md)
nopair-double-swiss-custom = a custom Double-Swiss system is not the FIDE text; arbitro pairs only C.04.5 as docs/systems/double-swiss-2026.md reads it (record 192 FIDE_DOUBLESWISS)
nopair-double-swiss-wait = reading DS-1 (b): the procedure articles of C.04.5 (Art. 2 pairing criteria, 3 pairing procedure, 4 colour allocation) are not public, and under this reading no round is paired or checked until they are (docs/systems/double-swiss-2026.md)
nopair-double-swiss-ds6 = round { $round } of { $planned } refused: the exception of [C7] and [C8] (C.04.5 Art. 2.3.4, 2.3.5) decides it, and the public sources disagree on its scope ("except in the last round", MD; "the last two rounds", the Swiss Team wording): reading DS-6. Applying them gives { $applied }, not applying them gives { $unapplied }

## An external pairing program (the generator's and the campaigns' `--pairer`)
nopair-external-write = cannot write { $file }: { $error }
nopair-text = { $text }
nopair-external-says = the external pairer says so (exit 1) { $stderr }
nopair-external-failed = the external pairer failed (exit { $code }): { $stderr }
nopair-external-no-list = the external pairer wrote no pair list: { $error }
nopair-external-list = the external pairer's pair list: { $error }

## The command line
nopair-cli = { $file }: round { $round }: no valid pairing exists ({ $system }): { $reason }

## The generator: a round it could not pair
gen-round-error = round { $round }: { $error }
gen-round-unusable = round { $round }: unusable pairing: { $reason }
gen-partial = arbitro: profile { $profile }, seed { $seed }: { $error }; { $file } holds the rounds before it

## The editions of a system arbitro does not implement (a file dated under one, a --rules naming one)
editions-burstein-2026 = the July 2025 and "Index" texts of the Burstein System are not implemented (the original text, whose dates in force no source gives, is: --rules burstein-original)
editions-burstein-original = the July 2025 and "Index" texts of the Burstein System are not implemented
editions-dubov = the 2018 and 1997 texts of the Dubov System are not implemented
editions-lim-2026 = the 1999 text of the Lim System is lim-1999
editions-lim-1999 = the 2026 text of the Lim System is lim-2026
editions-team = the 2024 edition of the Swiss Team system (C.04.6, 1 Aug 2024 – 31 Jan 2026) is not implemented: its full text was not found, and what is known of it leaves [C6] (2024 Art. 3.3.3, 'maximise the number of remaining teams that can be legally paired in the following scoregroup'), its float criterion [C9] ('teams that float in consecutive rounds') and its PAB tie-break ('highest number of games') open (docs/systems/swiss-team-2026.md)
editions-double-swiss = the Double-Swiss System exists from 1 February 2026 only (C.04.5, approved 28 October 2025)

## A round-robin the Berger tables cannot hold
rr-error-too-many = too many players
rr-error-size = a round-robin needs 2 to { $max } players, found { $players }
rr-error-cycles = { $reason }: a round-robin is single (1 cycle) or double (2 cycles)
rr-error-no-numbers = no pairing numbers fit the file
rr-error-gap = the starting ranks of a round-robin must run 1 to { $count } without gaps; found { $tpn } in place { $place }

## A pair list (`white black` a line, `TPN 0` for the PAB): what is wrong, and where
pairlist-at = line { $line }, column { $column }: { $what }
pairlist-not-a-number = expected a pairing number, found '{ $found }'
pairlist-not-a-pair = expected 'white black', found '{ $found }'
pairlist-zero = expected a pairing number, found 0
pairlist-twice = player { $tpn } is paired twice
pairlist-second-bye = a second pairing-allocated bye
pairlist-count = the first line says { $declared } pairs, but { $have } follow
