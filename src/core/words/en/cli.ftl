# The command line's own words: `validate`, `checklist`, `explain` and their errors.

## validate
validate-clean = { $file }: { $clean } — { $players ->
    [one] { $players } player
   *[other] { $players } players
}, { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
}, no inconsistencies
validate-clean-word = clean
validate-count = { $file }: { $count ->
    [one] { $shown } inconsistency
   *[other] { $shown } inconsistencies
}

## checklist
checklist-round-out-of-range = round { $round } cannot be listed (the next round is { $next })

## explain
explain-in-short = In short: { $summary }.
explain-kind-criterion-2026 = 2026 criterion
explain-kind-criterion-2026-absolute = 2026 criterion (absolute)
explain-kind-criterion-2017 = 2017 criterion
explain-kind-colour-2017 = 2017 colour allocation rule
explain-kind-article-2017 = 2017 article
explain-kind-colour-2026 = 2026 colour allocation rule
explain-kind-article-2026 = 2026 article
explain-kind-result-code = TRF result code
explain-kind-record = TRF record
explain-kind-rating = rating regulation
explain-kind-title = title regulation
explain-kind-tiebreak = tie-break regulation
explain-kind-other = { $kind }
explain-kind-system-rule = pairing system criterion or rule
explain-unknown-criterion = explain: unknown { $family } criterion '{ $code }': expected { $name } { $hint }
explain-unknown-code = explain: unknown code '{ $code }': expected a 2026 criterion C1…C21, a 2026 article (1.7, 2.4.7, 5.2), a 2017 section (A.6, C.1…C.19, E.1…E.5), a result code (+ - = 1 0 W D L H F U Z), a TRF record code (001, 012, 042, 132, 192, 250, XXA, XXR …), a reading of a house system's text (D-5, DS-6, L-10, B-12, T-11: docs/systems/README.md) or an article of the rating, title or tie-break regulations (B.02 8.3.4, B.01 1.4.7, C.07 10.6)
explain-reading-open = Open: { $open }
explain-reading-default = arbitro's default
explain-reading-not-switchable = not switchable: the engine does not implement it
explain-reading-no-default = arbitro's default: none — a round the alternatives pair differently is refused; check tries each.
explain-reading-programs = Programs and sources: { $programs }
explain-list-heading = Pairing systems and editions (--rules NAME; --system is the same):
explain-list-also = also: { $aliases }
explain-list-in-force = in force: { $dates }
explain-list-no-end = no end date
explain-list-from = from { $from }
explain-list-until = until { $until } (exclusive)
explain-list-from-until = { $from } until { $until } (exclusive)
explain-list-record-192 = record 192: { $codes }
explain-list-no-code = none in TRF-2026
explain-list-readings = readings: { $count } (arbitro explain --readings)
registry-title-round-robin = Round-robin by the Berger tables (C.05 Annex 1): one cycle, or two when the file says so
registry-title-double-round-robin = Round-robin, two cycles, by the Berger tables (C.05 Annex 1)
registry-title-house = { $title }
explain-readings-head = | Reading | Editions | Article | Open | Alternatives | arbitro | Programs and sources |
explain-readings-refuses = refuses where they differ; `check` tries each
checklist-house-round = Check-list before round { $round }
checklist-opponents = Opponents
checklist-baku-dutch = --baku is the Dutch System's flag; { $system } reads the acceleration from record 192 (…_BAKU)
checklist-rr-heading = TPN  no. name                    score  { $colours }  this round: opponent, colour
checklist-rr-no-game = no game (the dummy)
checklist-rr-beyond = round { $round } is beyond the { $rounds } rounds of the round-robin ({ $players } players, { $cycles ->
    [one] { $cycles } cycle
   *[other] { $cycles } cycles
})
show-round = Round { $round }
show-no = No
show-white = White
show-result = Result
show-standings-after = Standings after round { $round }
show-place = Place
show-name = Name
show-rating = Rating
show-points = Points
show-round-not-recorded = round { $round } is not recorded (the file has { $rounds } rounds)
convert-refused = not converted: the target format cannot hold the tournament as it is
convert-note-xxc-rank = line { $line }: 'XXC rank' has no TRF-2026 equivalent; kept as XXC rank
convert-note-scoring = line { $line }: record 162 cannot hold this scoring ({ $loss }); the scoring lines are kept as they are
convert-note-xxp-one = line { $line }: XXP names { $count } player(s), which prohibits no pairing; record 260 needs two: dropped
convert-note-xxp-rounds = line { $line }: XXP has no round range; the prohibition now applies to every round
convert-note-240 = line { $line }: record 240 ({ $kind } in round { $round }) has no TRF16 equivalent; dropped
convert-note-dropped = line { $line }: record { $code } has no TRF16 equivalent; dropped
output-exists = { $file } exists; not overwriting it (use --force)
output-cannot-write = cannot write { $file }
generate-seed = seed { $seed }
campaign-summary = { $done } of { $requested } tournaments{ $interrupted ->
    [yes] {" "}(interrupted)
   *[no] {""}
}: { $consistent } consistent, { $discrepant } discrepant, { $not-generated } not generated, { $failures } checker failures; { $rounds } rounds checked in { $seconds } s
    report: { $md } and { $json }
campaign-report-exists = { $file } exists (an earlier campaign's report); not overwriting it: choose another --report PREFIX or use --force

## clap's errors (the English text is clap's own; these ids word the same errors)
clap-error = error: { $message }
clap-unknown-argument = unexpected argument '{ $arg }' found
clap-unknown-subcommand = unrecognized subcommand '{ $command }'
clap-missing-argument = the following required arguments were not provided: { $args }
clap-missing-subcommand = a subcommand is required
clap-invalid-value = invalid value '{ $value }' for '{ $arg }'{ $possible }{ $reason }
clap-possible-values = ; possible values: { $values }
clap-value-reason = : { $reason }
clap-conflict = the argument '{ $arg }' cannot be used with '{ $prior }'
clap-number-of-values = wrong number of values for '{ $arg }'
clap-invalid-utf8 = invalid UTF-8 was detected in one or more arguments
clap-other = the command line cannot be read
clap-usage = Usage: { $usage }
clap-more = For more information, try '--help'.

## serve
serve-listening = arbitro serve: listening on http://{ $address }/ (database { $db })
serve-token = arbitro serve: lecturer token: { $token } (log in at http://{ $address }/lecturer)
serve-short-token = --token: give at least 8 characters
serve-bad-host = --allow-host: '{ $host }' is not a host name; expected e.g. aula.club.es

## A campaign's progress (standard error): redrawn on a terminal, every tenth of the run in a log
campaign-progress = { $bar } { $done }/{ $total } tournaments  { $rate }/s  { $left }  problems: { $problems }
campaign-progress-left = { $time } left
campaign-progress-unknown = time left unknown
campaign-progress-hours = { $h } h { $m } min
campaign-progress-minutes = { $m } min { $s } s
campaign-progress-seconds = { $s } s
campaign-progress-log = arbitro: campaign: { $done } of { $total } tournaments done, { $problems } with problems
