"""The benchmark load generator: deterministic, mixed, realistic in order and content."""

from __future__ import annotations

from tests.bench.load import _EN, _ZH, MIX, generate, generate_with_kinds, kind_counts


def test_same_seed_same_turns_and_other_seed_other_turns() -> None:
    a = [t.model_dump() for t in generate(20, 15, seed=7)]
    b = [t.model_dump() for t in generate(20, 15, seed=7)]
    c = [t.model_dump() for t in generate(20, 15, seed=8)]
    assert a == b
    assert a != c


def test_counts_ids_and_interleaving() -> None:
    turns = generate(10, 30, seed=1, prefix="x")
    assert len(turns) == 300
    assert len({t.turn_id for t in turns}) == 300
    assert [t.user_id for t in turns[:10]] == [f"x-u{n}" for n in range(10)]
    for user in {t.user_id for t in turns}:
        stamps = [t.ts for t in turns if t.user_id == user]
        assert stamps == sorted(stamps) and len(set(stamps)) == len(stamps)


def test_every_kind_and_both_languages_appear() -> None:
    loaded = generate_with_kinds(50, 40, seed=3)
    counts = kind_counts(loaded)
    assert set(counts) == {kind for kind, _ in MIX}
    assert counts["chitchat"] > counts["correction"] > 0
    locales = {t.turn.locale for t in loaded}
    assert locales == {"zh-CN", "en-US"}
    assert all(t.turn.assistant_reply for t in loaded)


def test_opening_turns_state_name_city_and_a_like() -> None:
    loaded = generate_with_kinds(5, 3, seed=2)
    assert {t.kind for t in loaded} == {"fact"}
    first = [t.turn.user_message for t in loaded[:5]]
    assert all(("name" in m) or ("我叫" in m) for m in first)


def test_texts_vary_as_on_a_chat_platform() -> None:
    # a text-keyed cache must not look better here than on real traffic: facts repeat across
    # users (many live in Berlin) but are phrased several ways, and an assistant's replies are
    # rarely the same word for word (session 43: the old load had 22 distinct replies in 267)
    loaded = generate_with_kinds(50, 40, seed=3)
    said = [t.turn.user_message for t in loaded if t.kind != "chitchat"]
    replies = [t.turn.assistant_reply for t in loaded if t.kind == "question"]
    assert len(set(said)) >= 0.35 * len(said)
    assert len(set(replies)) >= 0.75 * len(replies)


def test_a_city_move_names_a_different_city_than_before() -> None:
    loaded = generate_with_kinds(30, 40, seed=5)
    cities = (*_EN["cities"], *_ZH["cities"])
    moves = 0
    for user in {t.turn.user_id for t in loaded}:
        said = [t for t in loaded if t.turn.user_id == user]
        current = next(c for c in cities if c in said[1].turn.user_message)
        for t in said[2:]:
            if t.kind == "correction" and any(c in t.turn.user_message for c in cities):
                new = next(c for c in cities if c in t.turn.user_message)
                assert new != current
                current, moves = new, moves + 1
    assert moves > 0


def test_hash_embedding_is_deterministic_unit_and_text_specific() -> None:
    import numpy as np

    from tests.support.fake_openai import hash_embedding

    a, b, c = (hash_embedding(t, 384) for t in ("User city: Berlin", "User city: Berlin",
                                                "User city: Paris"))
    assert a.shape == (384,) and abs(float(np.linalg.norm(a)) - 1.0) < 1e-5
    assert np.array_equal(a, b)
    assert abs(float(a @ c)) < 0.3


def test_fake_server_answers_mem0_extraction_with_the_offline_facts() -> None:
    from tests.support.fake_openai import _facts_for

    prompt = ("## Existing Memories\n[]\n## New Messages\nuser: I live in Berlin.\n"
              "assistant: Noted, thanks for telling me.\n## Observation Date\n2026-12-01")
    answer = _facts_for("\n\n# ROLE\n\nYou are a Memory Extractor — a precise ...", prompt)
    assert answer == {"memory": [{"id": "0", "text": "User city: Berlin"}]}
    assert _facts_for("You are a Memory Extractor", "## New Messages\nuser: hello\n") == \
        {"memory": []}


def test_profile_top_counts_inclusive_once_per_stack_and_self_at_the_leaf() -> None:
    from tests.bench.profile_top import top

    total, inclusive, own = top(["main;a;b 3", "main;a;a 2", "main;c 5", "garbage"], 3)
    assert total == 10
    assert dict(inclusive) == {"main": 10, "a": 5, "c": 5}
    assert own[0] == ("c", 5)


def test_profile_parts_put_each_stack_in_its_first_matching_part() -> None:
    from tests.bench.profile_top import parts

    lines = ["loop;faust/x;gate_judge.py:31 2", "loop;openai/_base_client;aiohttp/client 3",
             "loop;commit_memories/agent.py:95;openai/x 1", "loop;epoll 4", "garbage"]
    shares = parts(lines, (("gates", ("gate_judge.py",)), ("llm", ("openai/",))))
    assert shares == {"gates": 0.2, "llm": 0.4, "other": 0.4}


def test_requests_per_turn_count_only_what_the_run_added() -> None:
    from tests.bench.pipeline import per_turn

    before = {"calls": 10, "embedded": 4, "kinds": {"You extract": 10}}
    after = {"calls": 40, "embedded": 19, "kinds": {"You extract": 30, "You screen": 10}}
    out: dict[str, float] = {}
    assert per_turn(out, before, after, 20) == {"You extract": 20, "You screen": 10}
    assert out == {"llm_calls_per_turn": 1.5, "embedded_texts_per_turn": 0.75}
