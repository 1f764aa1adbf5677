# The errors of the command line: a flag that cannot apply, a round outside the file, a file
# that cannot be read, written or created. Paths, flags, codes and the values typed stay as
# they are; an error text of the system or of a parser follows as data.

## Rounds and files
error-round-zero = --round 0: round 0 does not exist (rounds count from 1)
error-round-beyond-planned = { $file }: line { $line }, column 5: number of rounds (XXR/142): round { $round } is beyond the { $rounds } rounds of the tournament
error-round-not-next = { $file }: round { $round } cannot be paired: the file records { $recorded } rounds, so round { $next } comes first
error-round-cannot-pair = { $file }: round { $round } cannot be paired: the file records { $recorded } rounds
error-no-such-round = round { $round }: no such round
error-cannot-create = cannot create { $file }
error-pair-list-is-input = { $file } is the input file; not overwriting it with the pair list (use --force)
error-not-a-pair-list = { $file } exists and is not a pair list; not overwriting it (use --force)

## Flags that do not apply
error-markdown-walkthrough = --format markdown is for --walkthrough; `pair` prints text or json
error-walkthrough-drop-p = --walkthrough prints the walkthrough only; drop -p
error-walkthrough-drop-p-l = --walkthrough prints the walkthrough only; drop -p and -l
error-walkthrough-reading = --walkthrough follows arbitro's default readings only; drop --reading (pair and check take it)
error-walkthrough-none = --rules { $system }: --walkthrough is not available for this system yet (`pair` without it gives the round)
error-max-candidates = --max-candidates 0: at least one candidate must be tried
error-no-bracket = --bracket { $score }: round { $round } has no bracket of { $score } points
error-no-scoregroup = --bracket { $score }: round { $round } has no scoregroup of { $score } points
error-rules-and-system = --rules and --system name the same choice (--system is an alias): give one, not { $rules } and { $system }
error-house-dutch-flags = --rules { $system }: -l, --baku and --format markdown without --walkthrough are for the Dutch system
error-house-check-flags = --rules { $system } checks the pairings, in text or json (no --only standings, --baku, bbp or markdown)
error-reading-of-another = --reading { $reading }: reading { $id } is one of { $systems } ({ $doc }), not of { $system }
error-reading-dutch-pair = { $file }: --reading { $reading }: the readings are those of the Dubov, Burstein, Lim, Double-Swiss and Swiss Team texts (docs/systems/README.md); this file is paired under the Dutch system
error-reading-dutch-check = { $file }: --reading { $reading }: the readings are those of the Dubov, Burstein, Lim, Double-Swiss and Swiss Team texts (docs/systems/README.md); this file is checked under the Dutch system

## Round-robins
error-rr-swiss-flags = a round-robin is paired by the Berger table: a Swiss system's --rules, --bracket and -l are for Swiss files
error-rr-check-flags = { $file }: a round-robin is checked against the Berger table: --next and a Swiss system's --rules are for Swiss files
error-rr-reading = { $file }: --reading { $reading }: a round-robin is paired by the Berger table, which leaves nothing open
error-rr-all-recorded = { $file }: line { $line }, column 5: number of rounds (XXR/142): the round-robin's { $rounds } rounds are all recorded, so round { $round } is beyond them ({ $players } players, { $cycles } cycle(s))
error-rr-beyond = { $file }: round { $round } is beyond the { $rounds } rounds of the round-robin ({ $players } players, { $cycles } cycle(s))
error-varma-players = the Varma tables are for 9 to 24 players (C.05 5.3, Annex 2), found { $players }

## check
error-check-no-tiebreaks = { $file }: --only standings: no tie-break list (records 212/202); give --tiebreaks LIST
error-check-standings-whole = { $file }: --only standings checks the final standings; drop --round/--next
error-check-unknown-player = { $file }: line { $line }, column { $column }: pair list names player { $player }, who is not in the tournament

## Team standings
error-match-points = --match-points: expected three numbers WIN,DRAW,LOSS such as 2,1,0 or 3,1,0; found '{ $found }'

## generate and campaign
error-model-players = { $file }: the model has { $players } player(s); expected at least two
error-generate-failed = profile { $profile }, seed { $seed }: { $error }
error-campaign-not-a-report = { $file }: line { $line }, column { $column }: not a campaign report: { $error }
error-campaign-resume = --resume: { $file } is the report of another campaign ('{ $previous }'{ $previous-shard }), not of '{ $command }'{ $shard }

## serve
error-listen = --listen: '{ $listen }' is not an address; expected e.g. 0.0.0.0 or 192.168.1.5:8080
error-serve-no-data = no data folder for the database; give --db FILE
error-cannot-serve = cannot serve on { $address }

## quiz
error-quiz-bank-folder = cannot read the bank folder { $folder }
error-quiz-blueprint = the bank cannot fill the blueprint '{ $blueprint }':
error-quiz-results-file = cannot write the results file { $file }
error-quiz-marked-exists = { $file } exists; not overwriting it (use --force or -o FILE)
error-quiz-no-data = no data folder: set ARBITRO_DATA_DIR or give --progress FILE
error-quiz-no-question = no question '{ $id }' in the bank { $folder } (see 'arbitro quiz list'){ $hint }
error-quiz-did-you-mean = ; did you mean { $ids }?
error-quiz-no-match = no question matches the filters
error-quiz-progress-not-saved = cannot save progress to { $file }
error-quiz-progress-not-kept = progress not kept
error-quiz-generated-not-a-number = expected a number of exercises from 0 to { $max }, found '{ $value }'
error-quiz-generated-too-many = { $count } generated exercises is too many: expected at most { $max } (an exam paper holds tens)

## A flag's value refused before the command runs (clap shows the English; --lang es, the Spanish)
error-flag-colour = expected white or black, found '{ $value }'
error-flag-score = expected a score such as 4.5 or 17.0, found '{ $value }'
error-flag-date = '{ $value }' is not a date: expected YYYY-MM-DD, e.g. 2026-11-25
error-flag-baku = expected manual-2016, spp-2017 or c047 (or no value: the edition's wording), found '{ $value }'
error-flag-rules-unknown = expected { $names } (arbitro explain --list), or dutch (the edition of the dates), found '{ $value }'
error-flag-rules-edition = '{ $value }': only the { $editions } { $count ->
    [one] edition of the { $system } ({ $ids }) is
   *[other] editions of the { $system } ({ $ids }) are
} implemented; { $others }
error-reading-unknown = unknown reading '{ $value }': expected an id of docs/systems/README.md and a letter, as D-5b
error-reading-no-letter = name one of the reading's alternatives ({ $choices })
error-reading-no-alternative = { $reading } has no alternative ({ $letter }); it has { $letters }
error-reading-not-switchable = { $reading }{ $letter } is not switchable — arbitro's engine implements only { $applied } of { $reading } ({ $doc })
error-reading-none-applied = none (it refuses)

## Generator profiles and configurations (a YAML parser's own text follows as data)
error-profile-place = line { $line }, column { $column }
error-profile-key = key '{ $key }'
error-profile-yaml = { $error }
error-profile-no-such = no such profile: expected a YAML file or one of { $names }
error-profile-key-value = expected 'Key=value', found '{ $found }'
error-profile-number = expected a number, found '{ $found }'
error-profile-whole-number = expected a whole number, found '{ $found }'
error-profile-unknown-key = unknown key: expected one of PlayersNumber, RoundsNumber, DrawPercentage, ForfeitRate, RetiredRate, HalfPointByeRate, ZPBRate, FPBRate, HighestRating, LowestRating, PointsForWin, PointsForDraw, PointsForLoss, PointsForZPB, PointsForForfeitLoss, PointsForPAB
error-profile-share = expected a share from 0 to 1, found { $found }
error-profile-players = expected from 2 to 9999 players, found { $min }–{ $max }
error-profile-rr-players = expected from 3 to 100 players in a round-robin, found { $min }–{ $max }
error-profile-cycles = expected 1 or 2 cycles, found { $min }–{ $max }
error-profile-cycles-only-rr = expected cycles only with system: round-robin
error-profile-rounds = expected from 1 to 99 rounds, found { $min }–{ $max }
error-profile-fewer-rounds = expected fewer rounds than players (at most { $most } rounds for { $players } players), found { $found }
error-profile-ratings = expected ratings from 1000 to 3000
error-profile-lowest = expected at most highest_rating ({ $highest }), found { $found }
error-profile-percentage = expected a percentage from 0 to 100, found { $found }
error-profile-forfeits-sum = expected forfeit_rate, double_forfeit_rate and unusual_result_rate together to be at most 1
error-profile-byes-sum = expected the bye rates together to be at most 0.5
error-profile-late-round = expected a round from 2 to { $fewest } (the fewest rounds), found { $found }
error-profile-federation = expected three capital letters, found '{ $found }'
error-profile-points = expected points from 0 to 99 in tenths (e.g. 0.5, 3), found { $found }
error-profile-win-draw-loss = expected win ≥ draw ≥ loss
error-profile-baku = Baku acceleration needs a win worth two draws (C.04.5.1 premise; C.04.7 §1.1)
