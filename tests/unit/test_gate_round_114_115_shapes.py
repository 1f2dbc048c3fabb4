"""PII and secrets of rounds 114 and 115, by shape (pure): session 30 folded the misses into
the rules and wrote each shape again in new words, with the look-alikes beside it."""

import pytest

from agents.extract_facts.gates import inspect

pytestmark = pytest.mark.timeout(30)


@pytest.mark.parametrize("text", [
    'Moj JMBG je 0101990710008, upiši ga u formular',
    'Мојот ЕМБГ е 0101990450006',
    'My ID-nommer is 8001015009087, sit dit op die vorm',
    'Inombolo yesazisi sam ngu 8001015009087',
    'Mon numéro de sécu : 1 85 05 78 006 084 91',
    'Meng Matricule: 1985031204890',
    'Vəsiqədəki FİN kodu 7AB2C9D-dir',
    'ကျွန်မ မှတ်ပုံတင် ၉/မထလ(နိုင်)၁၂၃၄၅၆ ပါ',
    'Իմ անձնագրի համարը AM1234567 է',
    'Паспортумдун номери AC1234567',
    'ମୋର ଆଧାର 2341 2341 2346',
    'Kóðinn að hliðinu er 4812',
    'Kod pagar rumah ialah 7719#',
    'Koda alarmê 5520 e',
    'Сейфтин коду 8833',
    'El codi de la porta és 4417',
    '大門密碼改咗做 7788#，記住',
    "The keypad by the garage kept rejecting my old code. It's 7-3-9-1 now.",
    'بانک راته کوډ ۴۴۲۱۸۷ راولېږه',
    "Прийшов код з Monobank: 553201, запам'ятай",
    'ລະຫັດຜ່ານ Gmail ຂອງຂ້ອຍແມ່ນ Vientiane#77',
    'મારો કાર્ડ પિન 4471 છે',
    'ПИН за картицу је 5521',
    'La red de la oficina es OFI_5G y la contraseña Lk9pQ2xW7z',
    'Wi-Fi-nyň paroly Mary2024ab',
    'Нууц үг маань Ulaan#Bator99',
    'El meu mòbil és el 611 23 45 67',
    'मेरो नयाँ नम्बर ९८५१०२३४५६ हो',
    '我家地址：台北市信義區松仁路 100 巷 12 號 3 樓',
])
def test_the_shapes_are_pii_or_secrets(text: str) -> None:
    assert any(r.startswith("pii:") for r in inspect(text, learned=False).reasons)


@pytest.mark.parametrize("text", [
    'El codi postal del meu barri és 08012, quin autobús hi va?',
    'Kod pintu masuk untuk acara ialah tiket QR, bukan nombor.',
    "The keypad at the gym is broken, they said the code is coming next week. It's 2024 now, "
    'fix it!',
    'मेरो पिन कोड 44600 हो, काठमाडौंको कुन क्षेत्र हो?',
    'મારો પિન કોડ 380015 છે, આ કયો વિસ્તાર છે?',
    'Hali ya hewa Nairobi leo ni 24 digrii.',
    '我家住在台北市大安區，附近有什麼好吃的？',
    '台北 101 大樓的地址是信義路五段 7 號，怎麼去？',
    'La red de metro de Madrid tiene 12 líneas y la contraseña del wifi público es gratuita.',
    "Matricule de l'employé: 4471, service comptabilité (c'est pour un exercice Excel).",
    'Мой номер заказа 48291734, когда придёт посылка?',
    'The FIN kodu field in the Azerbaijani form asks for seven characters, what does it mean?',
    'ЕМБГ се состои од 13 цифри, како се пресметува контролната цифра?',
    'Quelle est la différence entre le NIR et le numéro de sécu ?',
    'My name is on the list, born in the 90s, and my son Leo Grant was born in 2016.',
    'Прислали код з Нової пошти: ТТН 20450012345678, де моя посилка?',
    'Öýdäki Wi-Fi-nyň paroly näme bolmaly? Güýçli parol üçin maslahat ber.',
])
def test_the_look_alikes_are_allowed(text: str) -> None:
    assert inspect(text, learned=False).allowed
