-- Person names follow the rule of Bubble names (@wob/validation display-text.ts): one line,
-- single spaces, no control characters or invisible format characters (bidi overrides,
-- zero-width spaces). Names written before the rule are cleaned the same way: every run of
-- JavaScript whitespace becomes one space, the refused characters are dropped, the result is
-- trimmed (a name of nothing else becomes 'Wobler'). The search key, derived from the name,
-- loses the same characters.
UPDATE "users" SET
  "name" = coalesce(nullif(btrim(regexp_replace(regexp_replace(regexp_replace("name",
      '[\u0009-\u000d\u0020\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+', ' ', 'g'),
      '[\u0001-\u001f\u007f-\u009f\u00ad\u200b\u200c\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufff9-\ufffb]', '', 'g'),
      ' {2,}', ' ', 'g')), ''), 'Wobler'),
  "search_key" = btrim(regexp_replace(regexp_replace(regexp_replace("search_key",
      '[\u0009-\u000d\u0020\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+', ' ', 'g'),
      '[\u0001-\u001f\u007f-\u009f\u00ad\u200b\u200c\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufff9-\ufffb]', '', 'g'),
      ' {2,}', ' ', 'g'))
WHERE "name" ~ '[\u0001-\u001f\u007f-\u009f\u00a0\u00ad\u1680\u2000-\u200f\u2028-\u202f\u205f-\u2064\u2066-\u206f\u3000\ufeff\ufff9-\ufffb]|  |^ | $';
