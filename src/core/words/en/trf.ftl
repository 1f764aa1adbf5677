# Reading a TRF file: where a problem is (line, column, field) and what was expected. English.

trf-error = line { $line }, column { $col }: { $field }: { $message }
trf-text = { $text }
trf-blanks = blanks
trf-quoted = '{ $text }'

## Fields
trf-field-file = file
trf-field-rounds-142 = number of rounds (142)
trf-field-initial-colour-152 = initial colour (152)
trf-field-rounds-xxr = number of rounds (XXR)
trf-field-tpn = starting-rank number
trf-field-player-001 = player record 001
trf-field-rating = FIDE rating
trf-field-points = points
trf-field-rank = rank
trf-field-round = round { $round }
trf-field-opponent = opponent of round { $round }
trf-field-colour = colour of round { $round }
trf-field-result = result of round { $round }
trf-field-date = date of round { $round }
trf-field-scoring-162 = scoring system (162)
trf-field-team-player-013 = team player (013)
trf-field-team-number-310 = team pairing number (310)
trf-field-team-player-310 = team player (310)
trf-field-byes-240 = byes (240)
trf-field-acceleration-250 = acceleration (250)
trf-field-prohibited-260 = prohibited pairings (260)
trf-field-abnormal-299 = abnormal points (299)
trf-field-xxc = XXC
trf-field-xxs = scoring (XXS)
trf-field-xxa = acceleration (XXA)
trf-field-scoring-bb = scoring ({ $code })
trf-field-prohibited-xxp = prohibited pairs (XXP)
trf-field-absent-xxz = absent players (XXZ)
trf-what-first-round = first round
trf-what-last-round = last round
trf-what-first-player = first player id
trf-what-last-player = last player id

## What was expected
trf-expected-digits = expected digits, found { $found }
trf-expected-score = expected a score such as 4.5, found { $found }
trf-expected-rounds = expected a number of rounds from 1 to 999, found { $found }
trf-expected-w-or-b = expected W or B, found { $found }
trf-expected-tpn = expected a number from 1 to 9999, found { $found }
trf-expected-tpn-at = expected a number from 1 to 9999 at columns 5–8, found { $found }
trf-expected-truncated-player = line ends at column { $len }: expected at least the points at columns 81–84 (truncated line?)
trf-expected-round-block = expected a block '  oooo c r' (opponent, colour, result) at columns { $from }–{ $to }, found { $found }
trf-expected-opponent = expected a starting-rank number or 0000, found { $found }
trf-expected-colour = expected w, b or -, found { $found }
trf-expected-result = expected one of 1 = 0 + - W D L H F U Z or blank, found { $found }
trf-expected-date = expected YY/MM/DD, found { $found }
trf-expected-symbol-162 = expected one of W D L A P X, found { $found }
trf-expected-points-for = expected points for '{ $symbol }' such as 1.0
trf-expected-points-after = expected points for '{ $symbol }' after it
trf-expected-player-id = expected a starting-rank number, found { $found }
trf-expected-bye-type = expected bye type F, H or Z, found { $found }
trf-expected-round-number = expected a round number at columns 7–9, found { $found }
trf-expected-at-columns = expected the { $what } at columns { $from }–{ $to }, found { $found }
trf-expected-two-ids = expected at least two player ids from column 13
trf-expected-xxc = expected rank, white1 or black1, found { $found }
trf-expected-code-value = expected CODE=VALUE, found { $found }
trf-expected-xxs-key = expected one of WW BW WD BD WL BL ZPB HPB FPB PAB FW FL W D L, found { $found }
trf-expected-points = expected points such as 1.0, found { $found }
trf-expected-not-empty = the file is empty: expected TRF records, at least one player line (001)
trf-expected-a-player = no player line found: expected at least one 001 record
trf-expected-tpn-unused = { $tpn } is already used by the player on line { $line }
trf-expected-other-player = player { $tpn } is paired against themselves
trf-expected-known-opponent = expected the starting rank of a player in the file, found { $tpn } (no 001 line has it)
trf-cannot-read = cannot read { $path }

## Team records (310, 013, 320, 330, 362), as a team event reads them
team-rec-none = no team record (310 or 013): a team event needs one team line per team
team-rec-opponent-in-no-team = round { $round }: player { $player } of team { $team } meets player { $opponent }, who is in no team (310)
team-rec-same-team = round { $round }: player { $player } meets { $opponent } of the same team { $team }
team-rec-two-opponents = round { $round }: team { $team }'s players meet two teams: player { $by } meets team { $first }, player { $player } team { $other }
team-rec-pab-and-match = round { $round }: team { $team } gets the PAB but also has a match
team-rec-310-number = 310: expected the team number at columns 5–7
team-rec-310-twice = 310: team { $team } is given twice (also line { $line })
team-rec-310-points = 310: { $what } (columns { $from }–{ $to }): expected a number such as 11.0, found '{ $found }'
team-rec-match-points = match points
team-rec-game-points = game points
team-rec-310-rank = 310: team rank (columns 69–71): expected a number, found '{ $found }'
team-rec-unknown-player = { $code }: team { $team } names player { $player }, who has no 001 record
team-rec-player-twice = { $code }: player { $player } is already in team { $team } (line { $line })
team-rec-362-symbol = 362: expected TW, TD or TL, found '{ $found }'
team-rec-362-points = 362: { $symbol }: expected match points such as 2.0, found '{ $found }'
team-rec-ascii = { $code }: expected ASCII text
team-rec-320-points = 320: { $what } (columns { $from }–{ $to }): expected a number, found '{ $found }'
team-rec-pab-match-points = PAB match points
team-rec-pab-game-points = PAB game points
team-rec-320-team = 320: round { $round }: expected a team number (310) or 000, found '{ $found }'
team-rec-330-kind = 330: expected the forfeit type +-, -+ or -- at columns 5–6, found '{ $found }'
team-rec-330-number = 330: expected the { $what } at columns { $from }–{ $to }, found '{ $found }'
team-rec-330-round = round
team-rec-330-white = White team (a 310 team number)
team-rec-330-black = Black team (a 310 team number)
