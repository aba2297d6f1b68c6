-- Events carry the prompt's category and pair arm, so a reader (and the severity rules) can tell
-- a refusal on the "plain" arm of a refusal pair from any other refusal without a join.
ALTER TABLE events ADD COLUMN category VARCHAR;
ALTER TABLE events ADD COLUMN pair_arm VARCHAR;
