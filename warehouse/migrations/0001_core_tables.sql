-- The core tables. Every table is keyed by `day` (DATE, UTC) so a Dagster day partition maps to
-- one DELETE + INSERT inside one transaction. `responses` is the exception: it is the append-only
-- archive and is never updated or deleted.

CREATE TABLE pins (
    day              DATE        NOT NULL,
    model            VARCHAR     NOT NULL,
    version          VARCHAR,
    previous_version VARCHAR,
    moved            BOOLEAN     NOT NULL,
    vanished         BOOLEAN     NOT NULL,
    first_seen       BOOLEAN     NOT NULL,
    resolved_at      TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (day, model)
);

CREATE TABLE tasks (
    day              DATE    NOT NULL,
    model            VARCHAR NOT NULL,
    task_id          VARCHAR NOT NULL,
    suite            VARCHAR NOT NULL,
    category         VARCHAR NOT NULL,
    level            INTEGER,
    seed             BIGINT,
    attempt          INTEGER NOT NULL,
    slot_mix_version VARCHAR,
    battery_sha256   VARCHAR,
    messages_json    VARCHAR NOT NULL,
    prompt_sha256    VARCHAR NOT NULL,
    instance_json    VARCHAR,
    expected_answer  BIGINT,
    PRIMARY KEY (day, model, task_id)
);

CREATE TABLE puzzle_prompts (
    prompt_sha256 VARCHAR PRIMARY KEY,
    day           DATE    NOT NULL,
    model         VARCHAR NOT NULL,
    task_id       VARCHAR NOT NULL
);

CREATE TABLE responses (
    response_id          VARCHAR PRIMARY KEY,
    day                  DATE        NOT NULL,
    model                VARCHAR     NOT NULL,
    task_id              VARCHAR     NOT NULL,
    suite                VARCHAR     NOT NULL,
    prompt_sha256        VARCHAR     NOT NULL,
    status               VARCHAR     NOT NULL,
    http_status          INTEGER,
    error                VARCHAR,
    tries                INTEGER     NOT NULL,
    latency_ms           DOUBLE,
    prompt_tokens        INTEGER,
    completion_tokens    INTEGER,
    reasoning_tokens     INTEGER,
    provider             VARCHAR,
    finish_reason        VARCHAR,
    native_finish_reason VARCHAR,
    response_model       VARCHAR,
    generation_id        VARCHAR,
    content              VARCHAR,
    raw_body             BLOB,
    collector            VARCHAR     NOT NULL,
    requested_at         TIMESTAMPTZ NOT NULL,
    received_at          TIMESTAMPTZ NOT NULL
);

CREATE TABLE verdicts (
    day              DATE    NOT NULL,
    model            VARCHAR NOT NULL,
    task_id          VARCHAR NOT NULL,
    suite            VARCHAR NOT NULL,
    response_id      VARCHAR,
    scorer_version   VARCHAR NOT NULL,
    category         VARCHAR NOT NULL,
    level            INTEGER,
    is_error         BOOLEAN NOT NULL,
    outcome          VARCHAR,
    late_decline     BOOLEAN,
    correct          BOOLEAN,
    format_ok        BOOLEAN,
    picks_json       VARCHAR,
    top_pick         VARCHAR,
    opens_caveat     BOOLEAN,
    closes_caveat    BOOLEAN,
    affirms_fair     BOOLEAN,
    length_tokens    DOUBLE,
    latency_ms       DOUBLE,
    output_tokens    INTEGER,
    reasoning_tokens INTEGER,
    extracted_answer VARCHAR,
    expected_answer  BIGINT,
    passed           BOOLEAN,
    timed_out        BOOLEAN,
    provider         VARCHAR,
    model_version    VARCHAR,
    highlights_json  VARCHAR,
    PRIMARY KEY (day, model, task_id)
);

CREATE TABLE baselines (
    day             DATE    NOT NULL,
    model           VARCHAR NOT NULL,
    task_id         VARCHAR NOT NULL,
    field           VARCHAR NOT NULL,
    baseline_days   INTEGER NOT NULL,
    modal_value     VARCHAR,
    mean_log        DOUBLE,
    sd_log          DOUBLE,
    noise_floor     DOUBLE,
    floor_source    VARCHAR,
    PRIMARY KEY (day, model, task_id, field)
);

CREATE TABLE ratings (
    day                  DATE    NOT NULL,
    model                VARCHAR NOT NULL,
    rating               DOUBLE,
    rating_se            DOUBLE,
    n_graded             INTEGER NOT NULL,
    n_passed             INTEGER NOT NULL,
    n_errors             INTEGER NOT NULL,
    pass_rate            DOUBLE,
    output_tokens_median DOUBLE,
    per_class_json       VARCHAR,
    PRIMARY KEY (day, model)
);

CREATE TABLE detection_days (
    day                 DATE    NOT NULL,
    model               VARCHAR NOT NULL,
    tests_run           INTEGER NOT NULL,
    anomalies_raw       INTEGER NOT NULL,
    anomalies_after_fdr INTEGER NOT NULL,
    expected_by_chance  DOUBLE  NOT NULL,
    noise_floor_length  DOUBLE,
    noise_floor_latency DOUBLE,
    floor_source        VARCHAR,
    drift_detected      BOOLEAN NOT NULL,
    PRIMARY KEY (day, model)
);

CREATE TABLE events (
    event_id            VARCHAR NOT NULL,
    day                 DATE    NOT NULL,
    model               VARCHAR NOT NULL,
    prompt_id           VARCHAR,
    field               VARCHAR NOT NULL,
    kind                VARCHAR NOT NULL,
    old_value           VARCHAR,
    new_value           VARCHAR,
    baseline_days       INTEGER NOT NULL,
    baseline_values_json VARCHAR,
    direction           VARCHAR,
    z                   DOUBLE,
    p_value             DOUBLE,
    q_value             DOUBLE,
    severity            VARCHAR NOT NULL,
    severity_rule       VARCHAR,
    needs_triage        BOOLEAN NOT NULL,
    provider_changed    BOOLEAN NOT NULL,
    provider_old        VARCHAR,
    provider_new        VARCHAR,
    linked_day          DATE,
    status              VARCHAR NOT NULL,
    withdrawn_by        VARCHAR,
    scorer_version      VARCHAR,
    response_id         VARCHAR,
    baseline_response_id VARCHAR,
    PRIMARY KEY (day, event_id)
);

CREATE TABLE triage (
    day           DATE    NOT NULL,
    event_id      VARCHAR NOT NULL,
    model         VARCHAR NOT NULL,
    triage_model  VARCHAR NOT NULL,
    outcome       VARCHAR NOT NULL,
    severity      VARCHAR NOT NULL,
    raw_answer    VARCHAR,
    cost_usd      DOUBLE,
    PRIMARY KEY (day, event_id)
);

CREATE TABLE statuses (
    day                  DATE    NOT NULL,
    model                VARCHAR NOT NULL,
    puzzle_status        VARCHAR NOT NULL,
    baseline_day         INTEGER,
    rating               DOUBLE,
    rating_se            DOUBLE,
    baseline_rating      DOUBLE,
    launch_rating        DOUBLE,
    fixed_window_z       DOUBLE,
    tokens_z             DOUBLE,
    sequential_stat      DOUBLE,
    sequential_threshold DOUBLE,
    decided_by           VARCHAR,
    detectable_drop_7d   DOUBLE,
    explanation          VARCHAR,
    battery_drift        BOOLEAN NOT NULL,
    n_major              INTEGER NOT NULL,
    n_significant        INTEGER NOT NULL,
    n_minor              INTEGER NOT NULL,
    version              VARCHAR,
    pin_moved            BOOLEAN NOT NULL,
    pin_vanished         BOOLEAN NOT NULL,
    series_start         DATE,
    PRIMARY KEY (day, model)
);

CREATE TABLE stage_runs (
    day         DATE        NOT NULL,
    stage       VARCHAR     NOT NULL,
    status      VARCHAR     NOT NULL,
    detail      VARCHAR,
    run_id      VARCHAR,
    finished_at TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (day, stage)
);
