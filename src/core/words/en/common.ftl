# What the results' reports share: editions and why they apply, result codes, counts. English.

## An edition and why it applies
edition-chosen = { $edition } — { $reason }
reason-flag = chosen with --rules
reason-record-192 = record 192 says { $code }
reason-start-date = the tournament started on { $date } (record 042)
reason-first-round-date = round 1 was played on { $date } (record 132)
reason-date-flag = the games were played on --date { $date }
reason-today = the file has no dates; in force today ({ $date })
edition-and-system = { $chosen }; { $system }
edition-with-note = { $chosen }. { $note }
system-by-flag = the Dutch System chosen with --rules
system-by-record-192 = the system as record 192 names it ({ $code })
system-by-record-092 = the Dutch System, as record 092 says ("{ $kind }")
system-by-record-092-swiss = the Dutch System: record 092 says "{ $kind }", a Swiss without its system, and the Dutch System is FIDE's Swiss system when none is named
system-by-record-092-other = record 092 says "{ $kind }", but this report is for the Dutch System
system-by-record-092-unknown = the Dutch System, arbitro's default: record 092 says "{ $kind }", which names no system arbitro knows
system-by-default = the Dutch System, arbitro's default: neither record 092 nor 192 names the system
edition-predates-nearest = The event began on { $date }, before both editions of the Dutch System arbitro implements (2017: from 1 July 2017; 2026: from 1 February 2026): { $edition } is applied, the earlier of the two and the nearest to the event's rules
edition-predates-chosen = The event began on { $date }, before both editions of the Dutch System arbitro implements (2017: from 1 July 2017; 2026: from 1 February 2026): { $edition } is applied as chosen
date-settled-by-rounds = record { $record } "{ $value }" could be day/month or month/day: read as { $date }, the reading nearest the round dates (record 132, { $round })
date-ambiguous = record { $record } "{ $value }" could be day/month or month/day and no round dates settle it: read day first as { $date } (month first it would be { $other })
edition-b02-2017 = FIDE Rating Regulations B.02, 2017 text (1 Jul 2017 – 31 Dec 2021; the text before 2022 as seed 000 prints it, l. 13574–13716)
edition-b02-2022 = FIDE Rating Regulations B.02, 2022 text (1 Jan 2022 – 29 Feb 2024)
edition-b02-2024 = FIDE Rating Regulations B.02, 2024 text (1 Mar 2024 – 30 Sep 2025)
edition-b02-2025 = FIDE Rating Regulations B.02, 2024 text as amended 1 Oct 2025
edition-c02-seed = FIDE tie-breaks C.02 §13 with the virtual opponent (seed text, until 31 Mar 2024)
edition-c07-2024 = FIDE C.07 tie-break regulations, 2024 text (1 Apr 2024 – 28 Feb 2026)
edition-c07-2026 = FIDE C.07 tie-break regulations, 2026 text (from 1 Mar 2026)

## A round's result code
result-win = win
result-draw = draw
result-loss = loss
result-win-under-one-move = win (game under one move)
result-draw-under-one-move = draw (game under one move)
result-loss-under-one-move = loss (game under one move)
result-forfeit-win = forfeit win
result-forfeit-loss = forfeit loss
result-half-point-bye = half-point bye
result-full-point-bye = full-point bye
result-pairing-allocated-bye = pairing-allocated bye
result-zero-point-bye = zero-point bye
result-not-paired = not paired

## Counts
plural-games = { $count ->
    [one] { $count } game
   *[other] { $count } games
}

## Rate of play (B.02 1)
pace-minutes = { $minutes }
pace-minutes-each = { $white } (White) / { $black } (Black)
pace-article-rapid-2017 = 1.3 (more than 10 and less than 60 minutes)
pace-article-blitz-2017 = 1.4 (at least 5 and not more than 10 minutes)
pace-article-rapid = rapid and blitz regulations 1.1.1 (more than 10 and less than 60 minutes)
pace-article-blitz = rapid and blitz regulations 1.1.2 (more than 3 and not more than 10 minutes)
pace-unequal = '{ $code }': the players' times differ (Armageddon or a time handicap): { $article }
pace-unequal-article-2017 = each player must have the time of the list (B.02 1.1, 1.3, 1.4, text before 2022)
pace-unequal-article = games where the players have different times are not rated (rapid and blitz regulations 1.2; standard 1.1: the same minimum periods for each player)
pace-standard = standard ({ $shown } minutes for 60 moves: 60 or more, B.02 { $article }, { $year } text)
pace-rapid = rapid ({ $shown } minutes for 60 moves: B.02 { $article }, { $year } text)
pace-blitz = blitz ({ $shown } minutes for 60 moves: B.02 { $article }, { $year } text)
pace-no-list = no list ({ $shown } minutes for 60 moves)
pace-too-fast-2017 = { $shown } minutes for 60 moves is under 5 minutes: not ratable as blitz (B.02 { $article }, { $year } text)
pace-too-fast = { $shown } minutes for 60 moves is 3 minutes or less: not ratable as blitz (B.02 { $article }, { $year } text)
pace-first-control-2017 = the first control is of { $moves } moves; B.02 1.2 (text before 2022) requires 40
pace-first-control = the first control is of { $moves } moves; B.02 1.2 ({ $year } text) requires at least 30
pace-band-one-above = a player is rated { $rating } or higher
pace-band-both-below = both players are rated below { $rating }
pace-game-too-fast = round { $round }: { $white } v { $black }: { $given } minutes for 60 moves, but B.02 1.1 requires { $required } when { $band }: not ratable as a standard game
pace-not-checked = Rate of play (B.02 1): not checked (no record 222; give --time-control)
pace-not-understood = Rate of play (B.02 1): not checked (record 222 '{ $code }' not understood: { $error })
pace-other-list = '{ $code }' is { $why }, not { $kind }: its games are not { $kind }-rated
pace-heading = Rate of play (B.02 1, { $year } text): '{ $code }' ({ $from }): { $why }
pace-not-ratable = not ratable: { $problem }
pace-minimum-met = B.02 1.1 ({ $year } text): 120 minutes from { $top }, 90 from { $middle }, 60 below; '{ $code }' gives { $minutes } minutes for 60 moves: every game meets the minimum for its players' ratings
pace-minimum-short = B.02 1.1 ({ $year } text): 120 minutes from { $top }, 90 from { $middle }, 60 below; '{ $code }' gives { $minutes } minutes for 60 moves: { $count ->
    [one] { $count } game
   *[other] { $count } games
} below the minimum
from-time-control-flag = --time-control
from-record-222 = record 222

## Time controls (TRF-2026 record 222)
time-control-empty = empty time control; expected e.g. 5400+30 or 40/6000+30:900+30
time-control-per-colour = '{ $code }': expected Wd-Bd for a time control per colour
time-control-b = '{ $code }': expected 'B' after '-'
time-control-period = period { $n } '{ $period }': { $error }
time-control-rest-of-game = period { $n } '{ $period }' is for the rest of the game but more periods follow
time-control-digits = expected { $what } (digits), found '{ $found }'
time-control-increment = an increment in seconds
time-control-moves = a number of moves
time-control-seconds = a time in seconds
time-control-zero-moves = a period of 0 moves

## Quick entry (--game, --date)
game-expected = '{ $game }': expected RATING:RESULT[:FED[:TITLE]], e.g. 1926:1 or 2450:0.5:GER:GM
game-bad-rating = '{ $game }': the rating '{ $rating }' is not a number from 1 to 3500 (or - for unrated)
game-bad-result = '{ $game }': the result '{ $result }' is not 1, 0.5 (or =), 0, or a forfeit + (won) or - (lost)
game-part = '{ $game }': { $error }
game-bad-title = '{ $game }': the title '{ $title }' is not a title code such as GM, IM, WGM, FM
game-bad-federation = the federation '{ $federation }' is not a three-letter code such as GER
error-date = --date: '{ $date }' is not a date YYYY-MM-DD

## Errors and headings every report uses
error-cannot-read = cannot read { $file }
error-at = { $file }: line { $line }, column { $column }: { $what }
player = Player { $tpn } { $name }
col-tpn = TPN
col-name = Name
col-rating = Rtg
col-points = Pts
col-change = Chg
col-new = New
col-performance = Perf
empty = {""}
warning = warning: { $warning }

## The bounds on what arbitro reads (size, encoding, YAML nesting and documents)
limit-too-large = the file is larger than { $mib } MiB: expected { $of } of at most { $limit } bytes
limit-utf16 = UTF-16 is not supported: expected UTF-8 or Windows-1252 text (save the file as UTF-8)
limit-second-document = a second YAML document starts here ('---'): expected one document per file
limit-nesting-brackets = nesting deeper than { $max } levels: expected at most { $max } nested mappings, lists or brackets
limit-nesting-indentation = nesting deeper than { $max } levels: expected at most { $max } indentation levels
limit-of-trf = a TRF file
limit-of-yaml = a YAML file
limit-of-profile = a profile
limit-of-bank = a question bank
limit-of-blueprint = a blueprint

## The system's own errors, said by their kind (the system's text is English whatever the language)
os-error = { $system }
os-error-numbered = { $what } (system error { $code })
os-other = system error { $code }
os-not-found = no such file or folder
os-permission-denied = permission denied
os-already-exists = it already exists
os-is-a-directory = it is a folder, not a file
os-not-a-directory = a part of the path is not a folder
os-directory-not-empty = the folder is not empty
os-read-only = the file system is read-only
os-storage-full = no space left on the disk
os-file-too-large = the file is too large for the file system
os-invalid-data = the contents are not valid (not UTF-8 text)
os-invalid-filename = the file name is not valid
os-unexpected-eof = the file ends before it should
os-address-in-use = the address is already in use
os-address-not-available = the address is not available on this machine
os-connection = the connection was refused or cut
os-timed-out = the operation took too long
os-interrupted = the operation was interrupted
os-out-of-memory = out of memory
os-unsupported = the system does not support this operation
os-busy = the file or device is busy

## The file's own consistency (what `validate` reports; a report is not computed from an inconsistent file)
at-line = line { $line }, column { $column }: { $what }
valid-results-inconsistent = the results are inconsistent; { $report } cannot be computed from them
valid-more = … and { $count } more (see `arbitro validate`)
report-ratings = the rating changes
report-norms = the norms
report-standings = the standings
report-team-standings = the team standings
report-prizes = the prizes
valid-history-inconsistent = the history before round { $round } is inconsistent; round { $round } cannot be paired from it
valid-pairings-unchecked = the file's own data is inconsistent; its pairings cannot be checked
file-said = { $file }: { $what }
valid-time-control = record 222 (encoded time control): { $error }
valid-unknown-record = record code { $code } is not defined by TRF16 or TRF-2026 (a player line starts with 001)
valid-duplicate = { $what } is already given on line { $first }: expected it once
valid-what-rounds = the number of rounds (XXR/142)
valid-what-initial-colour = the initial colour (XXC/152)
valid-what-xxc-rank = 'XXC rank'
valid-what-acceleration = the acceleration of player { $tpn } (XXA)
valid-what-type = the tournament type (192)
valid-baku = record 192 asks for Baku acceleration under { $edition }: { $error }
valid-starting-ranks = starting-rank numbers must run from 1 to { $players } without gaps: expected { $want }, found { $found }
valid-too-many-rounds = round { $round } is recorded but the tournament has { $planned } rounds (XXR/142)
valid-result-without-opponent = round { $round }: player { $player } has result '{ $code }' ({ $result }) but no opponent
valid-opponent-without-game = round { $round }: player { $player } has opponent { $opponent } but result '{ $code }' ({ $result }), which takes opponent 0000
valid-no-result = round { $round }: player { $player } is paired with { $opponent } but has no result
valid-no-colour = round { $round }: player { $player } played { $opponent } but no colour is given (expected w or b)
valid-claimed-twice = round { $round }: player { $opponent } is claimed as opponent by both { $first } and { $second }
valid-has-result = has '{ $code }' ({ $result })
valid-names-opponent = names { $other } as opponent
valid-not-mutual = round { $round }: player { $player } names { $opponent } as opponent, but player { $opponent } { $what }
valid-same-colour = round { $round }: players { $player } and { $opponent } both have colour '{ $colour }'
valid-one-colour = round { $round }: only one of players { $player } and { $opponent } has a colour for their game
valid-results-differ = round { $round }: results of players { $player } ('{ $code }') and { $opponent } ('{ $other-code }') do not match
valid-rematch = round { $round }: players { $player } and { $opponent } already played each other in round { $first }
valid-several-pabs = round { $round }: pairing-allocated bye (U) given to { $count } players ({ $first } and { $player }); at most one per round
valid-points = player { $player }: points column says { $declared }, results give { $computed } under the scoring system ({ $scoring })
valid-scoring = win { $win } / draw { $draw } / loss { $loss }, PAB { $pab }
valid-what-prohibited = a prohibited pairing (XXP/260)
valid-what-requested-bye = a requested bye (240/XXZ)
valid-what-acceleration-line = an acceleration line (XXA)
valid-what-team = a team (013/310)
valid-what-named-team = team '{ $team }'
valid-unknown-player = { $what } names player { $player }, who has no 001 line
