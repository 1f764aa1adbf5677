# The Dutch System walkthrough (`pair --walkthrough` under the Dutch rules): headings and the
# sentences of its brackets. The criteria codes, articles and pairing numbers are the arguments.

walk-dutch-title = Walkthrough of round { $round } - { $heading }
walk-dutch-md-title = Walkthrough of round { $round }
walk-dutch-bound = At most { $count } candidates are evaluated in a bracket.
walk-dutch-bracket = Bracket { $n }: { $score } points, { $kind }, { $players } players
walk-dutch-md-bracket = Bracket { $n }: { $score } points ({ $kind })
walk-dutch-col-bsn = BSN
walk-dutch-col-tpn = TPN
walk-dutch-col-cd = CD
walk-dutch-col-score = score
walk-dutch-col-pref = pref
walk-dutch-col-floats = floats
walk-dutch-homogeneous = homogeneous
walk-dutch-heterogeneous = heterogeneous, { $mdps } MDPs
walk-dutch-penultimate = penultimate pairing bracket ({ $art })
walk-dutch-collapsed = collapsed last bracket ({ $art })
walk-dutch-limbo = Limbo
walk-dutch-candidates = Candidates ({ $art }):
walk-dutch-candidate-no = candidate { $n }
walk-dutch-skipped = skipped
walk-dutch-unpaired = { $what }, unpaired { $floaters }
walk-dutch-verdict-skipped = skipped, { $code }: { $how }
walk-dutch-verdict-rejected = rejected, { $code }: { $how }
walk-dutch-verdict-accepted = accepted
walk-dutch-hidden = ... and { $count } more rejected candidates or families, not listed
walk-dutch-perfect = Candidate { $candidate } is perfect and is accepted ({ $art }).
walk-dutch-best = No perfect candidate exists: candidate { $candidate } is the best available ({ $art }), the first in the order of generation to reach the best value of any candidate (the bracket's maximum-weight matching bounds them all, so none generated after it does better). It still has: { $shortcomings }.
walk-dutch-cut = The search was cut after { $tried } candidates (the bound). The pairing shown is the engine's decision for this bracket (its maximum-weight matching).
walk-dutch-disagreement = The search reached a different candidate ({ $found }) from the engine's: a fault to report. The pairing shown is the engine's decision.
walk-dutch-none = none
walk-dutch-pairs = Pairs: { $pairs }
walk-dutch-downfloaters = Downfloaters: { $list }
walk-dutch-md-pairs = Pairs: { $pairs }. Downfloaters: { $list }.
walk-dutch-colours = Colours ({ $art }):
walk-dutch-white = White
walk-dutch-black = Black
walk-dutch-rule = rule ({ $art })
walk-dutch-pab = Pairing-allocated bye: { $tpn }

# Why a candidate or a family of candidates is rejected.
walk-dutch-no-player = no player
walk-dutch-player = player { $tpn }
walk-dutch-players = players { $list } and { $last }
walk-dutch-played = { $pair } have already played each other
walk-dutch-prohibited = { $pair } may not meet (a prohibited pairing)
walk-dutch-same-absolute = { $pair } have the same absolute colour preference
# What the players concerned fail; $n is how many they are.
walk-dutch-fail-c10 = would get a colour difference beyond +2 or -2
walk-dutch-fail-c11 = would get the same colour three times in a row
walk-dutch-fail-c12 = would not get their colour preference
walk-dutch-fail-c13 = would not get their strong colour preference
walk-dutch-fail-c14 = would downfloat again after a downfloat the previous round
walk-dutch-fail-c15 = would upfloat again after an upfloat the previous round
walk-dutch-fail-c16 = would downfloat again after a downfloat two rounds before
walk-dutch-fail-c17 = would upfloat again after an upfloat two rounds before
walk-dutch-fail-c18 = (downfloated the previous round) would downfloat again with a score difference
walk-dutch-fail-c19 = (upfloated the previous round) would upfloat again with a score difference
walk-dutch-fail-c20 = (downfloated two rounds before) would downfloat again with a score difference
walk-dutch-fail-c21 = (upfloated two rounds before) would upfloat again with a score difference
walk-dutch-fail-other = { "" }
walk-dutch-shortcoming = { $code }: { $who } { $fail }
walk-dutch-pab-taker = : player { $tpn } ({ $score } points, { $games } unplayed games) would get it
walk-dutch-c4-2017 = the round could not be completed with these downfloaters (penultimate pairing bracket, A.9)
walk-dutch-c4 = the players left unpaired ({ $floaters }) and those below could not all be paired
walk-dutch-c5 = the pairing-allocated bye would not go to the lowest score{ $pab }
walk-dutch-c6 = { $pairs } pairs instead of { $best } ({ $count } downfloaters: { $floaters })
walk-dutch-c7-2017 = a larger pairing score difference (downfloaters { $floaters })
walk-dutch-c7 = the downfloaters' scores are not the lowest possible ({ $floaters })
walk-dutch-c8 = with the downfloaters { $floaters } the next bracket could not be paired as well as with { $best }
walk-dutch-c9 = the assignee of the pairing-allocated bye would not have the fewest unplayed games{ $pab }
walk-dutch-worse-on = it does worse on: { $summary }
walk-dutch-who-fail-best = { $who } { $fail } (the best candidate: { $theirs })
walk-dutch-who-fail = { $who } { $fail }
walk-dutch-already = { $who } { $fail } already, and the best candidate has { $best } such player(s)
walk-dutch-no-opponent-one = { $who } cannot get an opponent they may meet among { $among }
walk-dutch-no-opponent-all = { $who } cannot all get an opponent they may meet among { $among }
walk-dutch-every = every candidate
walk-dutch-every-with = every candidate with { $pairs }
walk-dutch-at-least = { $start } has at least { $total } player(s) who { $fail }, and the best candidate has { $best }

# How a candidate was generated (Art. 3.6–3.7, 4): S1/S2 (S1R/S2R in a remainder) and the
# pairing numbers are the arguments; $head is the S1 as altered, $mdp the MDP-pairing.
walk-dutch-gen-s1 = { $s1 } { $list }
walk-dutch-gen-exchange = exchange { $out } <-> { $in }, { $s1 } { $list }
walk-dutch-gen-limbo = { " " }(Limbo { $list })
walk-dutch-gen-mdp-family = MDP-pairing{ $limbo }
walk-dutch-gen-mdp = MDP-pairing { $pairs }{ $limbo }
walk-dutch-gen-remainder = { $mdp }; remainder: { $head }
walk-dutch-gen-every = { $head }, every transposition of { $s2 }
walk-dutch-gen-starting = { $head }, { $s2 } starting { $list }
walk-dutch-gen-order = { $head }, { $s2 } { $order }
