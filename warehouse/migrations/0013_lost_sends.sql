-- Sends a crash may have lost: a prompt the send journal (warehouse/journal.py) records more
-- often than the archive holds rows for it, found by the run that resumed the day. A puzzle
-- prompt found here is never sent again: its slot got the next attempt (a new seed, a new
-- prompt). A battery prompt is sent again as it is, and this row records that it was.
-- Append-only, like the archive: a row is never changed or removed.
CREATE TABLE lost_sends (
    day                DATE        NOT NULL,
    model              VARCHAR     NOT NULL,
    task_id            VARCHAR     NOT NULL,
    suite              VARCHAR     NOT NULL,
    prompt_sha256      VARCHAR     NOT NULL,
    attempt            INTEGER     NOT NULL,
    sends              INTEGER     NOT NULL,
    archived           INTEGER     NOT NULL,
    next_attempt       INTEGER,
    next_prompt_sha256 VARCHAR,
    found_at           TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (day, model, prompt_sha256, sends)
);
