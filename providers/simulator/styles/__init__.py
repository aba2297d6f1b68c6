"""Reply styles: the same decision written in the layouts deployed chat models actually use.

A simulated model first decides what to say (respond.py: which products in which order, answer or
decline, caveat or not, which answer); a style only decides how it looks on the page. Holding the
decision fixed while the style varies is what lets a test show that the scorer reads content, not
layout: a style-only change must never become a picks, outcome, stance or correctness event.

`classic` is the layout the simulator always wrote (and still writes for a model whose scenario
names no styles). The others each imitate a habit described in docs/simulator.md, "Reply styles".
"""

from __future__ import annotations

from providers.simulator.styles.catalogue import STYLES, ReplyStyle, style_named

__all__ = ["STYLES", "ReplyStyle", "style_named"]
