"""The simulated model: what it answers to one prompt on one day, and what that costs.

Which draws are keyed how is the whole point (see docs/simulator.md, "Determinism"):

- habits, keyed by (model, task) only: refusing a prompt, fencing JSON, opening with a caveat,
  slipping on a ground-truth answer, the order of recommendation picks. They are stable across days
  and flip only when the behaviour's probability crosses the fixed draw;
- puzzle correctness, keyed by (day, model, prompt): each day's puzzles are new, so a daily
  pass rate around the skill is exactly what a real model shows;
- day noise, keyed by (day, model, prompt): a small log-normal on length, plus latency and
  reasoning tokens;
- the reply style, keyed by (day, model, task): only the layout, never the decision, so it may
  change every day as a real model's layout does.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from dataclasses import dataclass
from datetime import date

from providers.simulator.battery_replies import Habits, base_words, battery_reply, wrong_truth
from providers.simulator.draws import Draws
from providers.simulator.knowledge import Knowledge
from providers.simulator.prose import estimate_tokens, topic_prose, words_for
from providers.simulator.puzzle_replies import BASE_WORDS, puzzle_reply, wrong_answer
from providers.simulator.scenario import Behaviour, Scenario, SimModel
from providers.simulator.styles import ReplyStyle, style_named
from providers.simulator.tasks import Task
from providers.simulator.triage_replies import triage_reply

LENGTH_SIGMA = 0.08
"""Day-to-day log-sd of reply length: enough to look alive, far below a verbosity change."""
REASONING_SIGMA = 0.3
TRUTH_SLIP_SCALE = 0.2
"""P(wrong ground-truth answer) = TRUTH_SLIP_SCALE x (1 - default puzzle skill)."""
REPLY_CACHE_SIZE = 4096
"""Replies kept by (model, day, prompt), the latest used: a day's 80 prompts for 50 models."""


@dataclass(frozen=True)
class Reply:
    """One generated reply, before any transport fault touches it."""

    content: str
    finish_reason: str | None
    native_finish_reason: str | None
    prompt_tokens: int
    completion_tokens: int
    reasoning_tokens: int
    latency_ms: int
    provider: str


class Responder:
    """Answers prompts for every model of a scenario."""

    def __init__(self, scenario: Scenario, knowledge: Knowledge) -> None:
        self._scenario = scenario
        self._knowledge = knowledge
        self._draws = Draws(scenario.seed)
        self._behaviours: dict[tuple[str, date], Behaviour] = {}
        self._replies: OrderedDict[tuple[str, date, str], Reply] = OrderedDict()

    def behaviour(self, model: SimModel, day: date) -> Behaviour:
        """`model.behaviour_on(day)`, merged once per (model, day): the scenario is frozen, and
        merging its patches on every request cost a sixth of answering one."""
        key = (model.alias, day)
        merged = self._behaviours.get(key)
        if merged is None:
            merged = self._behaviours[key] = model.behaviour_on(day)
        return merged

    def reply(
        self, model: SimModel, day: date, task: Task, prompt_text: str, prompt_sha: str
    ) -> Reply:
        """The reply `model` gives to a prompt on `day` (scripted replies take precedence).

        Every draw is keyed by what the key (model, day, prompt) fixes, so the same prompt asked
        again (a retry, a rerun, a crash's resend) gets the same reply; it is kept rather than
        written again, as a gateway's cost is the model's time, not the simulator's CPU. Faults
        are drawn per attempt and applied to the reply afterwards (`app.py`).
        """
        key = (model.alias, day, prompt_sha)
        cached = self._replies.get(key)
        if cached is not None:
            self._replies.move_to_end(key)
            return cached
        reply = self._reply(model, day, task, prompt_text, prompt_sha)
        self._replies[key] = reply
        if len(self._replies) > REPLY_CACHE_SIZE:
            self._replies.popitem(last=False)
        return reply

    def _reply(
        self, model: SimModel, day: date, task: Task, prompt_text: str, prompt_sha: str
    ) -> Reply:
        behaviour = self.behaviour(model, day)
        d = self._draws
        noise = LENGTH_SIGMA * d.normal(day, model.alias, prompt_sha, "length")
        script = self._scenario.script_for(model.alias, task.key, day)
        if script is not None:
            content, finish, native = script.content, script.finish_reason, script.native
        else:
            rated = (
                triage_reply(prompt_text, behaviour.triage_rating)
                if task.kind == "unknown"
                else None
            )
            content = rated or self._content(model, behaviour, day, task, prompt_sha, noise)
            finish, native = "stop", "stop"
        reasoning = self._reasoning(model, behaviour, day, prompt_sha)
        latency = behaviour.latency_ms * math.exp(
            behaviour.latency_sigma * d.normal(day, model.alias, prompt_sha, "latency")
        )
        provider_draw = d.uniform(day, model.alias, prompt_sha, "provider")
        return Reply(
            content=content,
            finish_reason=finish,
            native_finish_reason=native,
            prompt_tokens=estimate_tokens(prompt_text) + 4,
            completion_tokens=estimate_tokens(content) + reasoning,
            reasoning_tokens=reasoning,
            latency_ms=max(1, round(latency)),
            provider=model.providers[int(provider_draw * len(model.providers))],
        )

    def _reasoning(self, model: SimModel, behaviour: Behaviour, day: date, sha: str) -> int:
        if behaviour.reasoning_tokens == 0:
            return 0
        z = self._draws.normal(day, model.alias, sha, "reasoning")
        # Mean-preserving log-normal: E[exp(s z - s^2/2)] = 1.
        factor = math.exp(REASONING_SIGMA * z - REASONING_SIGMA**2 / 2)
        return max(0, round(behaviour.reasoning_tokens * behaviour.verbosity * factor))

    def _content(
        self,
        model: SimModel,
        behaviour: Behaviour,
        day: date,
        task: Task,
        sha: str,
        noise: float,
    ) -> str:
        d = self._draws
        if task.kind == "puzzle" and task.family is not None and task.answer is not None:
            level = task.level or 1
            skill = behaviour.puzzle_skill.skill(task.family, level)
            correct = d.uniform(day, model.alias, sha, "correct") < skill
            rng = d.rng(day, model.alias, sha, "working")
            answer = task.answer if correct else wrong_answer(task.answer, rng)
            words = words_for(BASE_WORDS.get(level, 120), behaviour.verbosity, noise)
            style = self.style(model, behaviour, day, sha)
            return puzzle_reply(task.family, answer, words, rng, style)
        if task.kind == "battery" and task.entry is not None:
            entry = task.entry
            knowledge = self._knowledge.get(entry.id)
            habits = self.habits(model, behaviour, task)
            words = words_for(base_words(entry), behaviour.verbosity, noise)
            # Keyed without the day: the same sentences every day, cut to the day's length.
            rng = d.rng(model.alias, entry.id, "prose")
            style = self.style(model, behaviour, day, entry.id)
            return battery_reply(entry, knowledge, habits, words, rng, style)
        words = words_for(90, behaviour.verbosity, noise)
        rng = d.rng(model.alias, sha, "prose")
        return "Here is a short answer.\n\n" + topic_prose("this question", words, rng)

    def style(self, model: SimModel, behaviour: Behaviour, day: date, task_key: str) -> ReplyStyle:
        """The layout of one reply: a weighted draw keyed by (day, model, task).

        Names are taken in sorted order, so reordering a scenario's style weights changes nothing.
        """
        weights = behaviour.styles
        if not weights:
            return style_named("classic")
        ranked = sorted((name, weight) for name, weight in weights.items() if weight > 0)
        total = sum(weight for _, weight in ranked)
        point = self._draws.uniform(day, model.alias, task_key, "reply-style") * total
        for name, weight in ranked:
            point -= weight
            if point < 0:
                return style_named(name)
        return style_named(ranked[-1][0])

    def habits(self, model: SimModel, behaviour: Behaviour, task: Task) -> Habits:
        """The fixed-per-(model, task) choices, thresholded by the behaviour in force."""
        entry = task.entry
        assert entry is not None
        d, alias, key = self._draws, model.alias, entry.id
        knowledge = self._knowledge.get(entry.id)
        # Both arms of a recommendation pair share one ranking: the simulated models have no
        # position bias, so the pair measures only what a scenario scripts.
        order_key = entry.pair.group if entry.pair is not None else key
        picks = list(knowledge.picks)
        d.rng(alias, order_key, "picks").shuffle(picks)
        slip_rate = TRUTH_SLIP_SCALE * (1.0 - behaviour.puzzle_skill.default)
        truth = entry.truth
        correct = knowledge.correct_answer
        if correct is None and truth is not None:
            correct = truth.value
        return Habits(
            refuse=d.uniform(alias, key, "refusal") < behaviour.refusal.rate(entry.category),
            fence_json=d.uniform(alias, key, "fence") < behaviour.json_fence,
            caveat=d.uniform(alias, key, "caveat") < behaviour.caveat,
            closing_caveat=d.uniform(alias, key, "closing-caveat") < behaviour.closing_caveat,
            late_decline=entry.category == "refusal"
            and d.uniform(alias, key, "late-decline") < behaviour.late_decline,
            slip=truth is not None and d.uniform(alias, key, "truth") < slip_rate,
            wrong=wrong_truth(correct, d.rng(alias, key, "wrong-truth")),
            picks=tuple(picks),
            layout=behaviour.pick_layout,
            style=int(d.uniform(alias, "style") * 6),
            avoid=knowledge.avoid,
        )
