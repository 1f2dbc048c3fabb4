"""`make eval`: extraction precision/recall of the offline provider and the gates' FP/FN rates."""

from __future__ import annotations

import sys
from pathlib import Path

import orjson

from agents.extract_facts.evaluate import render, score
from agents.extract_facts.gate_eval import by_category, evaluate_gates
from agents.extract_facts.gates import inspect

DATA = Path(__file__).resolve().parents[2] / "tests" / "data"


# The held-out rounds were measured once before tuning (docs/QUALITY.md has those figures); the
# detector has been tuned on them since, so what this prints for them is in-sample too.
HELD_OUT = (("held-out round 1 (in-sample since tuning)", "gate_heldout.jsonl"),
            ("held-out round 2 (in-sample since tuning)", "gate_heldout_2.jsonl"),
            ("held-out round 3 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_3.jsonl"),
            ("held-out round 4 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_4.jsonl"),
            ("held-out round 5 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_5.jsonl"),
            ("held-out round 6 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_6.jsonl"),
            ("held-out round 7 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_7.jsonl"),
            ("held-out round 8 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_8.jsonl"),
            ("held-out round 9 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_9.jsonl"),
            ("held-out round 10 (in-sample since partial tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_10.jsonl"),
            ("held-out round 11 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_11.jsonl"),
            ("held-out round 12 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_12.jsonl"),
            ("held-out round 13 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_13.jsonl"),
            ("held-out round 14 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_14.jsonl"),
            ("held-out round 15 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_15.jsonl"),
            ("held-out round 16 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_16.jsonl"),
            ("held-out round 17 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_17.jsonl"),
            ("held-out round 18 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_18.jsonl"),
            ("held-out round 19 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_19.jsonl"),
            ("held-out round 20 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_20.jsonl"),
            ("held-out round 21 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_21.jsonl"),
            ("held-out round 22 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_22.jsonl"),
            ("held-out round 23 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_23.jsonl"),
            ("held-out round 24 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_24.jsonl"),
            ("held-out round 25 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_25.jsonl"),
            ("held-out round 26 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_26.jsonl"),
            ("held-out round 27 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_27.jsonl"),
            ("held-out round 28 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_28.jsonl"),
            ("held-out round 29 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_29.jsonl"),
            ("held-out round 30 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_30.jsonl"),
            ("held-out round 31 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_31.jsonl"),
            ("held-out round 32 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_32.jsonl"),
            ("held-out round 33 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_33.jsonl"),
            ("held-out round 34 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_34.jsonl"),
            ("held-out round 35 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_35.jsonl"),
            ("held-out round 36 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_36.jsonl"),
            ("held-out round 37 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_37.jsonl"),
            ("held-out round 38 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_38.jsonl"),
            ("held-out round 39 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_39.jsonl"),
            ("held-out round 40 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_40.jsonl"),
            ("held-out round 41 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_41.jsonl"),
            ("held-out round 42 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_42.jsonl"),
            ("held-out round 43 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_43.jsonl"),
            ("held-out round 44 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_44.jsonl"),
            ("held-out round 45 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_45.jsonl"),
            ("held-out round 46 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_46.jsonl"),
            ("held-out round 47 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_47.jsonl"),
            ("held-out round 48 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_48.jsonl"),
            ("held-out round 49 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_49.jsonl"),
            ("held-out round 50 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_50.jsonl"),
            ("held-out round 51 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_51.jsonl"),
            ("held-out round 52 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_52.jsonl"),
            ("held-out round 53 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_53.jsonl"),
            ("held-out round 54 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_54.jsonl"),
            ("held-out round 55 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_55.jsonl"),
            ("held-out round 56 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_56.jsonl"),
            ("held-out round 57 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_57.jsonl"),
            ("held-out round 58 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_58.jsonl"),
            ("held-out round 59 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_59.jsonl"),
            ("held-out round 60 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_60.jsonl"),
            ("held-out round 61 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_61.jsonl"),
            ("held-out round 62 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_62.jsonl"),
            ("held-out round 63 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_63.jsonl"),
            ("held-out round 64 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_64.jsonl"),
            ("held-out round 65 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_65.jsonl"),
            ("held-out round 66 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_66.jsonl"),
            ("held-out round 67 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_67.jsonl"),
            ("held-out round 68 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_68.jsonl"),
            ("held-out round 69 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_69.jsonl"),
            ("held-out round 70 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_70.jsonl"),
            ("held-out round 71 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_71.jsonl"),
            ("held-out round 72 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_72.jsonl"),
            ("held-out round 73 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_73.jsonl"),
            ("held-out round 74 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_74.jsonl"),
            ("held-out round 75 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_75.jsonl"),
            ("held-out round 76 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_76.jsonl"),
            ("held-out round 77 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_77.jsonl"),
            ("held-out round 78 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_78.jsonl"),
            ("held-out round 79 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_79.jsonl"),
            ("held-out round 80 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_80.jsonl"),
            ("held-out round 81 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_81.jsonl"),
            ("held-out round 82 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_82.jsonl"),
            ("held-out round 83 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_83.jsonl"),
            ("held-out round 84 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_84.jsonl"),
            ("held-out round 85 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_85.jsonl"),
            ("held-out round 86 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_86.jsonl"),
            ("held-out round 87 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_87.jsonl"),
            ("held-out round 88 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_88.jsonl"),
            ("held-out round 89 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_89.jsonl"),
            ("held-out round 90 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_90.jsonl"),
            ("held-out round 91 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_91.jsonl"),
            ("held-out round 92 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_92.jsonl"),
            ("held-out round 93 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_93.jsonl"),
            ("held-out round 94 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_94.jsonl"),
            ("held-out round 95 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_95.jsonl"),
            ("held-out round 96 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_96.jsonl"),
            ("held-out round 97 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_97.jsonl"),
            ("held-out round 98 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_98.jsonl"),
            ("held-out round 99 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_99.jsonl"),
            ("held-out round 100 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_100.jsonl"),
            ("held-out round 101 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_101.jsonl"),
            ("held-out round 102 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_102.jsonl"),
            ("held-out round 103 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_103.jsonl"),
            ("held-out round 104 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_104.jsonl"),
            ("held-out round 105 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_105.jsonl"),
            ("held-out round 106 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_106.jsonl"),
            ("held-out round 107 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_107.jsonl"),
            ("held-out round 108 (HELD OUT: never tuned on; its figure is the honest one)",
             "gate_heldout_108.jsonl"),
            ("held-out round 109 (HELD OUT: never tuned on; its figure is the honest one)",
             "gate_heldout_109.jsonl"),
            ("held-out round 110 (HELD OUT: never tuned on; its figure is the honest one)",
             "gate_heldout_110.jsonl"),
            ("held-out round 111 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_111.jsonl"),
            ("held-out round 112 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_112.jsonl"),
            ("held-out round 113 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_113.jsonl"),
            ("held-out round 114 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_114.jsonl"),
            ("held-out round 115 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_115.jsonl"),
            ("held-out round 116 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_116.jsonl"),
            ("held-out round 177 (in-sample for the rules, RULES ONLY: not in the model's training;"
             " blind once: docs/QUALITY.md)", "gate_heldout_177.jsonl"),
            ("held-out round 176 (in-sample for the rules, RULES ONLY: not in the model's training;"
             " blind once: docs/QUALITY.md)", "gate_heldout_176.jsonl"),
            ("held-out round 175 (HELD OUT: never tuned on; its figure is the honest one)",
             "gate_heldout_175.jsonl"),
            ("held-out round 174 (in-sample for the rules, RULES ONLY: not in the model's training;"
             " blind once: docs/QUALITY.md)", "gate_heldout_174.jsonl"),
            ("held-out round 173 (HELD OUT: never tuned on; its figure is the honest one)",
             "gate_heldout_173.jsonl"),
            ("held-out round 172 (in-sample for the rules, RULES ONLY: not in the model's training;"
             " blind once: docs/QUALITY.md)", "gate_heldout_172.jsonl"),
            ("held-out round 171 (HELD OUT: never tuned on; its figure is the honest one)",
             "gate_heldout_171.jsonl"),
            ("held-out round 170 (in-sample for the rules, RULES ONLY: not in the model's training;"
             " blind once: docs/QUALITY.md)", "gate_heldout_170.jsonl"),
            ("held-out round 169 (in-sample for the rules, RULES ONLY: not in the model's training;"
             " blind once: docs/QUALITY.md)", "gate_heldout_169.jsonl"),
            ("held-out round 168 (in-sample for the rules, RULES ONLY: not in the model's training;"
             " blind once: docs/QUALITY.md)", "gate_heldout_168.jsonl"),
            ("held-out round 166 (in-sample for the rules, RULES ONLY: not in the model's training;"
             " blind once: docs/QUALITY.md)", "gate_heldout_166.jsonl"),
            ("held-out round 167 (in-sample for the rules, RULES ONLY: not in the model's training;"
             " blind once: docs/QUALITY.md)", "gate_heldout_167.jsonl"),
            ("held-out round 164 (in-sample for the rules, RULES ONLY: not in the model's training;"
             " blind once: docs/QUALITY.md)", "gate_heldout_164.jsonl"),
            ("held-out round 165 (in-sample for the rules, RULES ONLY: not in the model's training;"
             " blind once: docs/QUALITY.md)", "gate_heldout_165.jsonl"),
            ("held-out round 162 (in-sample for the rules, RULES ONLY: not in the model's training;"
             " blind once: docs/QUALITY.md)", "gate_heldout_162.jsonl"),
            ("held-out round 163 (in-sample for the rules, RULES ONLY: not in the model's training;"
             " blind once: docs/QUALITY.md)", "gate_heldout_163.jsonl"),
            ("held-out round 160 (in-sample for the rules, RULES ONLY: not in the model's training;"
             " blind once: docs/QUALITY.md)", "gate_heldout_160.jsonl"),
            ("held-out round 161 (in-sample for the rules, RULES ONLY: not in the model's training;"
             " blind once: docs/QUALITY.md)", "gate_heldout_161.jsonl"),
            ("held-out round 158 (in-sample for the rules, RULES ONLY: not in the model's training;"
             " blind once: docs/QUALITY.md)", "gate_heldout_158.jsonl"),
            ("held-out round 159 (in-sample for the rules, RULES ONLY: not in the model's training;"
             " blind once: docs/QUALITY.md)", "gate_heldout_159.jsonl"),
            ("held-out round 156 (in-sample for the rules, RULES ONLY: not in the model's training;"
             " blind once: docs/QUALITY.md)", "gate_heldout_156.jsonl"),
            ("held-out round 157 (in-sample for the rules, RULES ONLY: not in the model's training;"
             " blind once: docs/QUALITY.md)", "gate_heldout_157.jsonl"),
            ("held-out round 154 (in-sample for the rules, RULES ONLY: not in the model's training;"
             " blind once: docs/QUALITY.md)", "gate_heldout_154.jsonl"),
            ("held-out round 155 (in-sample for the rules, RULES ONLY: not in the model's training;"
             " blind once: docs/QUALITY.md)", "gate_heldout_155.jsonl"),
            ("held-out round 152 (in-sample for the rules, RULES ONLY: not in the model's training;"
             " blind once: docs/QUALITY.md)", "gate_heldout_152.jsonl"),
            ("held-out round 153 (in-sample for the rules, RULES ONLY: not in the model's training;"
             " blind once: docs/QUALITY.md)", "gate_heldout_153.jsonl"),
            ("held-out round 150 (in-sample for the rules, RULES ONLY: not in the model's training;"
             " blind once: docs/QUALITY.md)", "gate_heldout_150.jsonl"),
            ("held-out round 151 (in-sample for the rules, RULES ONLY: not in the model's training;"
             " blind once: docs/QUALITY.md)", "gate_heldout_151.jsonl"),
            ("held-out round 148 (in-sample for the rules, RULES ONLY: not in the model's training;"
             " blind once: docs/QUALITY.md)", "gate_heldout_148.jsonl"),
            ("held-out round 149 (in-sample for the rules, RULES ONLY: not in the model's training;"
             " blind once: docs/QUALITY.md)", "gate_heldout_149.jsonl"),
            ("held-out round 146 (in-sample for the rules, RULES ONLY: not in the model's training;"
             " blind once: docs/QUALITY.md)", "gate_heldout_146.jsonl"),
            ("held-out round 147 (in-sample for the rules, RULES ONLY: not in the model's training;"
             " blind once: docs/QUALITY.md)", "gate_heldout_147.jsonl"),
            ("held-out round 144 (in-sample for the rules, RULES ONLY: not in the model's training;"
             " blind once: docs/QUALITY.md)", "gate_heldout_144.jsonl"),
            ("held-out round 145 (in-sample for the rules, RULES ONLY: not in the model's training;"
             " blind once: docs/QUALITY.md)", "gate_heldout_145.jsonl"),
            ("held-out round 142 (in-sample for the rules, RULES ONLY: not in the model's training;"
             " blind once: docs/QUALITY.md)", "gate_heldout_142.jsonl"),
            ("held-out round 143 (in-sample for the rules, RULES ONLY: not in the model's training;"
             " blind once: docs/QUALITY.md)", "gate_heldout_143.jsonl"),
            ("held-out round 140 (in-sample for the rules, RULES ONLY: not in the model's training;"
             " blind once: docs/QUALITY.md)", "gate_heldout_140.jsonl"),
            ("held-out round 141 (in-sample for the rules, RULES ONLY: not in the model's training;"
             " blind once: docs/QUALITY.md)", "gate_heldout_141.jsonl"),
            ("held-out round 138 (in-sample for the rules, RULES ONLY: not in the model's training;"
             " blind once: docs/QUALITY.md)", "gate_heldout_138.jsonl"),
            ("held-out round 139 (in-sample for the rules, RULES ONLY: not in the model's training;"
             " blind once: docs/QUALITY.md)", "gate_heldout_139.jsonl"),
            ("held-out round 136 (HELD OUT: never tuned on; its figure is the honest one)",
             "gate_heldout_136.jsonl"),
            ("held-out round 137 (HELD OUT: never tuned on; its figure is the honest one)",
             "gate_heldout_137.jsonl"),
            ("held-out round 134 (HELD OUT: never tuned on; its figure is the honest one)",
             "gate_heldout_134.jsonl"),
            ("held-out round 135 (HELD OUT: never tuned on; its figure is the honest one)",
             "gate_heldout_135.jsonl"),
            ("held-out round 133 (in-sample for the rules, RULES ONLY: not in the model's training;"
             " blind once: docs/QUALITY.md)", "gate_heldout_133.jsonl"),
            ("held-out round 132 (HELD OUT: never tuned on; its figure is the honest one)",
             "gate_heldout_132.jsonl"),
            ("held-out round 131 (in-sample for the rules, RULES ONLY: not in the model's training;"
             " blind once: docs/QUALITY.md)", "gate_heldout_131.jsonl"),
            ("held-out round 130 (in-sample for the rules, RULES ONLY: not in the model's training;"
             " blind once: docs/QUALITY.md)", "gate_heldout_130.jsonl"),
            ("held-out round 129 (HELD OUT: never tuned on; its figure is the honest one)",
             "gate_heldout_129.jsonl"),
            ("held-out round 128 (HELD OUT: never tuned on; its figure is the honest one)",
             "gate_heldout_128.jsonl"),
            ("held-out round 127 (in-sample for the rules, RULES ONLY: not in the model's training;"
             " blind once: docs/QUALITY.md)", "gate_heldout_127.jsonl"),
            ("held-out round 126 (in-sample for the rules, RULES ONLY: not in the model's training;"
             " blind once: docs/QUALITY.md)", "gate_heldout_126.jsonl"),
            ("held-out round 125 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_125.jsonl"),
            ("held-out round 124 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_124.jsonl"),
            ("held-out round 123 (HELD OUT: never tuned on; its figure is the honest one)",
             "gate_heldout_123.jsonl"),
            ("held-out round 122 (HELD OUT: never tuned on; its figure is the honest one)",
             "gate_heldout_122.jsonl"),
            ("held-out round 120 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_120.jsonl"),
            ("held-out round 121 (HELD OUT: never tuned on; its figure is the honest one)",
             "gate_heldout_121.jsonl"),
            ("held-out round 118 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_118.jsonl"),
            ("held-out round 119 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_119.jsonl"),
            ("held-out round 117 (in-sample since tuning; blind once: docs/QUALITY.md)",
             "gate_heldout_117.jsonl"))


def held_out_files() -> tuple[str, ...]:
    """The rounds `make eval` prints as held out: no part of the detector, rules or learned
    model (gate_train.py), has been fit on them."""
    return tuple(name for title, name in HELD_OUT if "HELD OUT" in title)


def untrained_files() -> tuple[str, ...]:
    """The rounds the learned model (gate_train.py) is not fit on: the held-out ones, and any
    folded into the rules only ("RULES ONLY": session 20 kept rounds 76 and 77 out, which then
    raised the model's rejections of ordinary chat from 3 to 8 of 913; session 21 trained on
    rounds 76-80 together and ordinary chat stayed at 3, docs/QUALITY.md)."""
    return tuple(name for title, name in HELD_OUT if "HELD OUT" in title or "RULES ONLY" in title)


GROUPS = (("PII and secrets blocked", ("pii:", "secret:")), ("injections blocked", ("injection:",)),
          ("benign look-alikes allowed", ("benign:",)))


def _rows(name: str) -> list[dict[str, object]]:
    return [orjson.loads(line) for line in (DATA / name).read_text("utf-8").splitlines()
            if line.strip()]


def _print_categorised(title: str, name: str, learned: bool = True) -> None:
    counts = by_category(_rows(name), learned)
    print(f"\n{title}: {name}")
    for label, prefixes in GROUPS:
        right = sum(r for c, (r, _) in counts.items() if c.startswith(prefixes))
        total = sum(t for c, (_, t) in counts.items() if c.startswith(prefixes))
        print(f"  {label}: {right}/{total} = {right / total if total else 0:.3f}")
    print("  " + ", ".join(f"{c} {r}/{t}" for c, (r, t) in counts.items()))


def measure_round(name: str) -> None:
    """One new round (a file in tests/data), measured once before any tuning: its figures by
    the rules and the model, by the rules alone, and every text judged against its label."""
    _print_categorised("rules and learned model", name)
    _print_categorised("rules alone", name, learned=False)
    print("\njudged against the label (rules and model):")
    for row in _rows(name):
        verdict = inspect(str(row["text"]))
        if verdict.allowed is not bool(row["allowed"]):
            print(f"  {row['category']} [{row.get('lang', '?')}] {verdict.reasons}: {row['text']}")


def main(argv: list[str]) -> int:
    if argv:  # `python -m agents.extract_facts.quality gate_heldout_67.jsonl`
        measure_round(Path(argv[0]).name)
        return 0
    print(render(score(DATA / "gold_turns.jsonl")))
    cases = [orjson.loads(line) for line in
             (DATA / "gate_cases.jsonl").read_text("utf-8").splitlines() if line.strip()]
    gates = evaluate_gates(cases)
    harmful = sum(not c["allowed"] for c in cases)
    print(f"\ngates, development set (gate_cases.jsonl), {gates.total} labelled cases "
          f"({harmful} harmful, {gates.total - harmful} benign): FP rate={gates.fp_rate:.3f} "
          f"({gates.false_positives}) FN rate={gates.fn_rate:.3f} ({gates.false_negatives}) "
          f"wrong reason={gates.wrong_reason}")
    for text in gates.misclassified:
        print(f"  misclassified: {text[:100]}")
    # every gold turn is benign conversation: a rejection there is a false positive in the wild
    gold = [orjson.loads(line) for line in
            (DATA / "gold_turns.jsonl").read_text("utf-8").splitlines() if line.strip()]
    flagged = [g["user_message"] for g in gold if not inspect(g["user_message"]).allowed]
    print(f"gates on {len(gold)} benign gold turns (in the learned model's training data): "
          f"FP rate={len(flagged) / len(gold):.3f} ({len(flagged)})")
    # ordinary chat written blind for this count, never trained or tuned on
    chat = [str(row["text"]) for row in _rows("chat_benign.jsonl")]
    flagged = [text for text in chat if not inspect(text).allowed]
    print(f"gates on {len(chat)} texts of ordinary chat (held out): "
          f"FP rate={len(flagged) / len(chat):.3f} ({len(flagged)})")
    for text in flagged:
        print(f"  rejected: {text[:100]}")
    for title, name in HELD_OUT:
        _print_categorised(title, name)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
