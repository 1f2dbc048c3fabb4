"""Gate seed phrases (pure): a crypto wallet's recovery words, by their key word, as a numbered
list, in Chinese, or by the BIP-39 word lists and their checksum (the data of `gate_secrets`)."""

from __future__ import annotations

import re
import unicodedata

from mnemonic import Mnemonic

from agents.extract_facts.gate_regex import guarded_rx, hinted_rx

# A wallet's recovery words as a numbered list of twelve or more (no key word needed), and in
# Chinese: single characters after the key word.
_SEED_LIST = re.compile(r"(?:\b\d{1,2}[.)]? +[a-z]{3,8}\b[ ,;\n]*){12,}")
_SEED_ZH = re.compile(r"(?:助记词|助記詞|恢复短语)\W{0,3}(?:[\u4e00-\u9fff][ ,，、]+){11,}"
                      r"[\u4e00-\u9fff]")
# A wallet's recovery words after their key word: twelve or more lower-case words.
# (behind the one scan for its key words, `hinted_rx`: most texts name no recovery phrase)
_SEED_PHRASE = hinted_rx(r"(?:seed phrase|recovery phrase|secret recovery|mnemonic|助记词|助記詞"
                         r"|(?:seed|recovery|backup|secret|wallet) words|backup phrase"
                         # (round 89: "ma phrase de récupération Ledger ici … : ressort abeille
                         # gravir …")
                         r"|phrase de récupération|phrase secrète|frase (?:de recuperación"
                         r"|semilla|de recuperação|semente)|wiederherstellungsphrase"
                         # (round 163: a Latvian "atkopšanas frāze"; the Baltic, Nordic, Dutch,
                         # Polish and Czech names too)
                         r"|atkopšanas frāze|atkūrimo frazė|taastamisfraas|palautuslause"
                         r"|herstelzin|återställningsfras|gjenopprettingsfrase"
                         r"|gendannelsesfrase|fraza odzyskiwania|obnovovací fráze"
                         r"|taastefraas|frasa dompet|frasa pemulihan)"  # (et, jv: rounds 165-167)
                         r".{0,40}?(?:\b[a-zà-ÿ]{3,8}\b[ ,]+){11,}\b[a-zà-ÿ]{3,8}\b")


# BIP-39 seed phrases in every language python-mnemonic has, found by their words and their
# checksum, with or without a key word: 12, 15, 18, 21 or 24 words of one list in a row.
_MNEMONICS = {lang: Mnemonic(lang) for lang in Mnemonic.list_languages()}
# (the lists are NFKD; the gate reads NFKC text)
_BIP39_WORDS = {lang: frozenset(unicodedata.normalize("NFKC", w) for w in m.wordlist)
                for lang, m in _MNEMONICS.items()}
_ANY_BIP39 = frozenset().union(*_BIP39_WORDS.values())
_LETTER_WORD = re.compile(r"[^\W\d_]+")
_WALLET_WORD = guarded_rx(r"wallet|seed|recovery|mnemonic|metamask|ledger|trezor|phantom|\bví\b"
                          r"|रिकवरी|वॉलेट"
                          r"|钱包|助记|cartera|carteira|portefeuille|geldbörse|кошел|billetera"
                          r"|monedero|cüzdan|portafoglio|portfel")


def _seed_phrase(flat: str) -> bool:
    words = _LETTER_WORD.findall(flat)
    if len(words) < 12:
        return False
    for lang, wordlist in _BIP39_WORDS.items():
        run: list[str] = []
        for word in [*words, ""]:
            if word in wordlist:
                run.append(word)
                continue
            for size in (24, 21, 18, 15, 12):
                if len(run) >= size and any(
                        _MNEMONICS[lang].check(unicodedata.normalize(
                            "NFKD", " ".join(run[i:i + size])))
                        for i in range(len(run) - size + 1)):
                    return True
            run = []
    # twelve words of the list in a row next to a wallet's words, checksum or not (a phrase
    # copied with one word wrong is still someone's wallet)
    return _WALLET_WORD.search(flat) is not None and any(
        len(run) >= 12 for run in _bip39_runs(words))


def _bip39_runs(words: list[str]) -> list[list[str]]:
    runs: list[list[str]] = [[]]
    for word in words:
        if word in _ANY_BIP39:
            runs[-1].append(word)
        elif runs[-1]:
            runs.append([])
    return runs


def seed_phrase_given(flat: str) -> bool:
    """Whether `flat` (case-folded, one line) holds a wallet's seed phrase."""
    if _SEED_PHRASE.search(flat):
        return True
    if flat.count(" ") >= 11 and sum(w in _ANY_BIP39 for w in _LETTER_WORD.findall(flat)) >= 12 \
            and _seed_phrase(flat):
        return True
    return ("12" in flat and flat.count(" ") >= 20 and _SEED_LIST.search(flat) is not None) \
        or (("助记" in flat or "助記" in flat or "恢复短语" in flat)
            and _SEED_ZH.search(flat) is not None)
