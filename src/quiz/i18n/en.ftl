# arbitro quiz: interface strings, English. Ids are the kebab-case names of `i18n::Msg`.

question-of = Question { $n }/{ $of }
question-n = Question { $n }
# $count is the number of marks (for the plural), $shown the same number as printed.
marks = { $count ->
    [one] { $shown } mark
   *[other] { $shown } marks
}
awarded-of = { $awarded }/{ $total } { $count ->
    [one] mark
   *[other] marks
}
time-left = Time left
white-to-move = White to move
black-to-move = Black to move
hint-single = Answer with one letter (s = skip, q = quit):
hint-multiple = Answer with one or more letters, e.g. a,c (s = skip, q = quit):
hint-numeric = Answer with a number, e.g. 12.5, then optionally ; and your working (s = skip, q = quit):
hint-pairing = Write the boards white-black, e.g. 7-29 26-16 (bye: 5-0), then optionally ; and your reasons (s = skip, q = quit):
hint-open = Write your answer on one line (s = skip, q = quit):
correct = Correct
wrong = Wrong
partial = Partially correct
skipped = Skipped
answer = Answer
your-answer = Your answer
model-answer = Model answer
marking-scheme = Marking scheme
explanation = Explanation
articles = Articles
self-mark = Marks you award yourself (0-{ $max }):
time-up = Time is up: this answer was not accepted.
exam-over = End of the exam: { $count ->
    [one] one question
   *[other] { $count } questions
}.
score = Score
pass = PASS
fail = FAIL
pass-mark = pass mark
review = Review of mistakes
no-mistakes = No mistakes.
no-answer = (no answer)
give-result = Give the result { $rule }.
round-whole = to the nearest whole number (0.5 rounded away from zero)
round-decimals = to { $count ->
    [one] one decimal place
   *[other] { $count } decimal places
}, half rounded away from zero
also-accepted = ; also accepted: { $values }
key-part = The key gives { $marks } for the boards and the bye; mark your reasons.
error-not-an-option = '{ $letter }' is not an option: answer with letters a-{ $last }, e.g. 'a' or 'a,c'
error-no-option = no option given
error-one-letter = give exactly one letter
error-not-a-number = '{ $text }' is not a number
error-not-a-board = '{ $token }' is not a board: write white-black, e.g. 7-29
error-no-board = no board given
error-mark-range = give a mark between 0 and { $max }, in steps of { $step }
error-no-question = no question matches the filters
error-bank-problems = the bank { $dir } has { $count ->
    [one] one problem
   *[other] { $count } problems
}; run 'arbitro quiz lint':
error-bank-empty = the bank { $dir } has no questions
list-id = id
list-topic = topic
list-kind = kind
list-marks = points
list-languages = languages
list-total = { $count ->
    [one] { $count } question
   *[other] { $count } questions
}, { $marks }
session-seed = seed: { $seed }
