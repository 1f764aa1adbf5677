# The problems `arbitro quiz mark` finds in a results file and in the marks given to it
# (`--marks`, `--marks-file`, typed at the prompt). Paths, question ids, the marker's name and
# what was typed stay as they are.

marks-cannot-read = cannot read: { $error }
marks-not-results = not an arbitro exam results file: { $error }
marks-format = format: expected "{ $expected }", found "{ $found }"
marks-version = version { $version }: expected 1 to { $latest } (written by a newer arbitro?)
marks-points = question { $id }: points { $points }: expected a multiple of 0.5
marks-step = question { $id }: step { $step }: expected 0.5 or 1
marks-awarded-null = question { $id }: awarded is null: expected marks for an answer marked { $outcome }
marks-awarded-bad = question { $id }: awarded { $awarded }: { $problem }
marks-outcome-pending = question { $id }: outcome to-be-marked but awarded { $awarded }: expected null
marks-expected-halves = expected marks from 0 to { $points }, in steps of 0.5
marks-expected-whole = expected marks from 0 to { $points }, in whole marks (the scheme has no half marks)
marks-expected = expected marks from 0 to { $points }
marks-not-a-number = '{ $text }' is not a number
marks-arg-shape = --marks: '{ $entry }': expected ID=MARKS (the question's id or number), e.g. q12=1.5
marks-file-line = { $place }: expected ID=MARKS (the question's id or number and its marks), found '{ $line }'
marks-no-question = { $place }: '{ $question }': no question of that id or number in the results
marks-twice = { $place }: question { $id } is given twice
marks-by-key = { $place }: question { $id } was marked by the key ({ $outcome }, { $awarded } of { $points }); use --remark to give it other marks
marks-already = { $place }: question { $id } is already marked ({ $awarded } by { $marker }); use --remark to change it
marks-bad = { $place }: question { $id }: '{ $marks }': { $problem }
marks-need-marker = --marks and --marks-file need --marker NAME
marks-no-marker = no marker's name given (use --marker NAME)
