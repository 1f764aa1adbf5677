# The problems `arbitro quiz lint` finds in a question bank, its blueprints and its glossary,
# and the lines of its report. Paths, question ids, YAML keys and the values quoted from a
# file stay as they are; the English text is the one `--format json` gives.

## The report
lint-summary = { $bank }: { $questions } questions in { $files } files ({ $topics }); { $blueprints } blueprint(s); { $verdict }
lint-no-problems = no problems
lint-problems = { $count } problem(s)
lint-warning-problems = warning: { $count } problem(s) in the bank; run 'arbitro quiz lint'
lint-coverage-total = the bank has { $count } questions, fewer than { $min }
lint-coverage-topic = topic { $topic } has { $count } questions, fewer than { $min }

## Form cues
lint-cues-heading = form cues, { $thresholds }
lint-cues-thresholds = thresholds: colon-explained key { $colon }; strictly longest key ≤ { $longest } %; key ≥ { $ratio }× the next ≤ { $dominant } %; all but one correct ≤ { $all-but-one } % of multiple-choice; "colon, else longest" ≤ chance + { $over } points on every paper
lint-cues-figures = { $lang }: { $singles } single-choice (key the only one explained after a colon { $colon }, strictly longest { $longest }, ≥ { $ratio }× the next { $dominant }); { $multiples } multiple-choice (all but one correct { $all-but-one }); "colon, else longest" earns { $guess } % against { $chance } % by chance
lint-cues-bank = bank { $figures }
lint-cues-paper-figures = { $blueprint } seed { $seed } { $figures }
lint-cues-worst-paper = { $blueprint }, worst paper (seed { $seed }) { $figures }
lint-cue-colon = key alone explained after a colon
lint-cue-longest = key strictly longest
lint-cue-dominant = key ≥ 1.5× the next
lint-cue-all-but-one = all but one correct
lint-cues-colon = { $lang }: in { $count } single-choice question(s) the key is the only option explaining itself after a colon (more than { $max }): give every option the same form: { $ids }
lint-cues-dominant = { $lang }: the key is at least { $ratio }× the next-longest option in { $count } of { $singles } single-choice questions ({ $share } %, more than { $max } %): make the options parallel in form: { $ids }
lint-cues-all-but-one = { $lang }: { $count } of { $multiples } multiple-choice questions ({ $share } %, more than { $max } %) have every option but one correct: add a false option or turn a true one false: { $ids }
lint-cues-paper = the paper of seed { $seed } ({ $lang }): "colon, else longest" earns { $guess } % of the single-choice marks, more than chance ({ $chance } %) + { $over } points: make the options parallel in form
lint-bank-longest-keys = { $lang }: the key is the strictly longest option in { $longest } of { $singles } single-choice questions ({ $share } %), more than { $max } %: a candidate who always picks the longest option gains marks knowing nothing; lengthen the distractors or shorten the keys of: { $ids }
lint-paper-longest-keys = the paper of seed { $seed } ({ $lang }) keys the strictly longest option in { $longest } of its { $singles } single-choice questions, more than { $max } %: lengthen distractors or shorten keys

## Files
lint-not-utf8 = the file is not UTF-8
lint-blueprint-not-utf8 = expected UTF-8 text: the file is not UTF-8
lint-cannot-read = cannot read: { $error }
lint-bank-not-a-list = { $problem }: a bank file must be a YAML list of questions

## The YAML parser's messages (the English is the parser's own)
lint-yaml-at = { $message }
lint-yaml-other = { $message }
lint-yaml-unknown-field = { $message }
lint-yaml-unknown-variant = { $message }
lint-yaml-missing-field = { $message }
lint-yaml-duplicate-key = { $message }
lint-yaml-duplicate-entry = { $message }
lint-yaml-invalid-type = { $message }
lint-yaml-invalid-value = { $message }
lint-yaml-a-list = { $shown }
lint-yaml-a-map = { $shown }
lint-yaml-a-text = { $shown }
lint-yaml-a-number = { $shown }
lint-yaml-a-whole-number = { $shown }
lint-yaml-a-boolean = { $shown }
lint-yaml-nothing = { $shown }
lint-yaml-the-text = { $shown }
lint-yaml-the-number = { $shown }
lint-yaml-the-boolean = { $shown }
lint-yaml-described = { $shown }

## A question
lint-kind-single = a single question
lint-kind-multiple = a multiple question
lint-kind-numeric = a numeric question
lint-kind-pairing = a pairing question
lint-kind-open = an open question
lint-duplicate-id = duplicate id: already used at { $file }:{ $line }
lint-id-shape = id '{ $id }' must be lowercase kebab-case: letters a-z, digits and single '-'
lint-points = points must be a positive multiple of 0.5, found { $found }
lint-source-empty = source is empty: say which seed and line, or 'original, based on …'
lint-refs-empty = refs is empty: cite at least one article, e.g. 'Laws 6.9'
lint-edition-twice = edition '{ $edition }' is listed twice
lint-edition-unknown = unknown edition '{ $edition }': expected one of { $known }
lint-editions-missing = editions is missing: name the edition the key is right under (e.g. 'Laws 2023', 'Manual 2023'), so that the question is never put on a date before its rule existed
lint-cluster-shape = cluster '{ $cluster }' must be lowercase kebab-case, like an id
lint-edition-of-ref = refs cite { $doc } but editions names no edition of it: say which the key is right under, e.g. '{ $example }'
lint-tolerance = tolerance must be a non-negative number
lint-choices-missing = { $kind } needs answer.choices (0-based option indices)
lint-single-one-choice = a single question needs exactly one choice, found { $found }
lint-multiple-no-choice = a multiple question needs at least one choice
lint-choices-repeat = answer.choices repeats an index
lint-choice-range = choice { $choice } is out of range: there are { $options } options (0-based)
lint-choices-only = { $kind }'s answer takes only 'choices'
lint-value-missing = a numeric question needs answer.value (a number)
lint-decimals-missing = a numeric question needs answer.decimals, its rounding rule: the decimals the answer is given to
lint-decimals-range = decimals { $decimals }: expected 0 to 4
lint-decimals-more = { $value } has more than the { $decimals } decimal(s) the rounding rule states
lint-accept-numbers = answer.accept takes numbers
lint-step-marks = step marks { $marks }: expected a multiple of 0.5 above 0 and below the question's { $points } marks
lint-step-value = step value { $value }: expected a number other than the key
lint-step-slip = a step mark needs its slip described in es and en
lint-numeric-only = a numeric question's answer takes only 'value', 'tolerance', 'accept', 'decimals' and 'partial'
lint-pair-same-player = a pair names the same player twice
lint-scheme-sum = the scheme's boards { $boards } + bye { $bye } + reasons { $reasons } must add up to the { $points } marks
lint-scheme-bye = scheme.bye gives marks for a pairing-allocated bye but pairs holds none (as [n, 0])
lint-scheme-boards = scheme.boards gives marks but pairs holds no board
lint-scheme-marks = scheme marks must be multiples of 0.5
lint-pairing-only = a pairing question's answer takes only 'pairs' and 'scheme'
lint-open-no-key = an open question has no answer key: put the model answer in es/en.answer
lint-text-missing = the { $lang } text is missing: every question needs both es and en
lint-field-empty = { $field } is empty
lint-options-missing = { $lang }.options is missing: { $kind } needs options
lint-options-two = { $lang }.options needs at least two options
lint-options-count = { $lang }.options has { $count } options but the other language has { $other }
lint-option-empty = { $lang }.options has an empty option
lint-options-not-here = { $lang }.options is only for single and multiple questions
lint-marking-missing = { $lang }.marking is missing: { $kind } needs a marking scheme
lint-in-field = { $field } { $problem }
lint-diagram-without-fen = { $lang }.prompt refers to a diagram but the question has no fen: give the position or describe it
lint-answer-names-key = { $lang }.answer does not name the keyed option { $letter }) '{ $option }': the model answer must restate the key (is the key wrong?)
lint-punctuation-giveaway = { $lang }.options: the key is the only option whose ending (full stop or none) differs from the others
lint-option-lengths = option { $letter }) says more in one language than in the other ({ $es } characters in es, { $en } in en): es and en options must say the same
lint-near-duplicate = reads like { $other } (similarity { $similarity }): if one answers the other, declare both in one cluster (cluster: NAME) so that no paper holds both; else reword one
lint-cluster-alone = cluster '{ $cluster }' has no other question: name the near duplicate too, or drop it
lint-option-by-number = cites an option by number ('{ $words }'): cite it by its label, e.g. 'b)', which variants renumber
lint-label-not-an-option = '{ $label })' is not an option (there are { $options }): option labels are a) to { $last }); write other lists as (1), (2)
lint-shows-id = shows the question id '{ $id }' to the candidate
lint-shows-accepted = tells the candidate which other values are accepted ('{ $note }'): that note belongs in the marking scheme
lint-shows-source = tells the candidate where the question comes from ('{ $note }'): sources and authoring notes belong in `source`
lint-shows-line = cites a line of the source text ('{ $citation }'): sources and authoring notes belong in `source`

## References and positions
lint-ref-shape = reference '{ $reference }': expected '<DOC> <article>', e.g. 'Laws 6.9'
lint-ref-unknown-doc = reference to unknown document '{ $doc }': expected one of { $known }
lint-ref-bad-article = reference '{ $doc } { $article }': malformed article number for { $doc } ({ $hint })
lint-ref-hint-examples = e.g. { $examples }
lint-ref-hint-section = a section letter and numbers, e.g. { $examples }
lint-ref-hint-numbers = numbers, e.g. { $examples }
lint-ref-hint-letter = numbers with an optional final letter, e.g. { $examples }
lint-ref-hint-roman = a chapter in Roman numerals, e.g. { $examples }
lint-ref-hint-dots = numbers separated by dots, e.g. { $examples }
lint-reference = reference '{ $reference }': { $problem }
lint-article-none = there is no article { $article } (articles: { $articles })
lint-article-sub = article { $article } has sub-articles { $first } to { $last }, not { $cited }
lint-article-guideline = there is no Guideline { $article } (Guidelines I, II, III)
lint-article-dutch = not an article of the { $year } Dutch system ({ $text })
lint-fen = invalid FEN: { $detail }
lint-fen-fields = expected 2 to 6 fields (placement, side to move, …), found { $found }
lint-fen-ranks = expected 8 ranks separated by '/', found { $found }
lint-fen-empty-count = rank { $rank }: bad empty-square count '{ $count }'
lint-fen-piece = rank { $rank }: unknown piece '{ $piece }'
lint-fen-long-rank = rank { $rank } has more than 8 squares
lint-fen-short-rank = rank { $rank } has { $squares } squares, expected 8
lint-fen-kings = expected one king of each colour, found { $white } white and { $black } black
lint-fen-side = side to move must be 'w' or 'b', found '{ $found }'
lint-fen-castling = castling field must be '-' or letters of KQkq, found '{ $found }'
lint-fen-en-passant = en passant field must be '-' or a square on rank 3 or 6, found '{ $found }'
lint-fen-halfmove = halfmove clock must be a number, found '{ $found }'
lint-fen-move-number = move number must be a number, found '{ $found }'

## Blueprints
lint-section-points = section { $topic }: points must be a positive multiple of 0.5
lint-section-twice = topic { $topic } appears in more than one section
lint-sections-none = a blueprint needs at least one section
lint-pass-percent = pass_percent must be between 0 and 100
lint-minutes = minutes must be positive
lint-requires = requires { $kind } in { $topic }, which has no section
lint-laws-share = the Laws carry { $laws } of { $total } marks ({ $share } %), less than the required { $required } % (Arbiters' Manual XII: 55 % of an FA exam is on the Laws; set laws_share to change)

## The glossary and the Spanish text
lint-glossary-unreadable = cannot read the glossary: { $error }
lint-glossary = glossary: { $message }
lint-es = es: { $problem }
lint-es-term = '{ $found }' is not the manual's term: write '{ $term }' ({ $source })
lint-es-address = '{ $found }' addresses the reader as tú: the manual uses { $form } ({ $source })
lint-es-thousands = '{ $number }': write { $written }, without a thousands separator (ratings as the manual writes them)
lint-es-decimal-comma = '{ $number }': write { $written } with a decimal comma
lint-es-english-word = '{ $word }' is English: write it in Spanish
lint-es-piece-letter = '{ $move }' uses an English piece letter: Spanish uses R, D, T, A, C (seed 000 l. 1459)
lint-es-colour-letter = '{ $found }' uses the English colour letter: write B (blancas) or N (negras) (seed 000 l. 11312)
lint-es-singular = '1 { $noun }': the noun is singular after 1
lint-es-abbreviation = '{ $abbreviation }' is not defined: define it on first use in the question, e.g. 'término ({ $abbreviation })', or add it to the glossary

## The exercise generators (`--generated N`)
lint-generators-none = no exercise generators are built into this version of arbitro yet
lint-generators-no-match = no exercise generator matches the topic and kind filters
lint-generators-none-valid = no exercise generator finds an exercise valid on { $date } (left out: { $left-out })
lint-generator-failed = generator { $name }: { $error }
lint-generator-invalid = generator { $name } produced an invalid question: { $problem }
