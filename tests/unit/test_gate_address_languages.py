"""A home's street address, one sentence in many languages (pure): session 27 probed "I live at
<a street and a number>" in 48 languages and read the ones the rules missed (23; the Croatian
"Živim u Ilici 45, 10000 Zagreb" is left). Where someone lives without a street and number, or
a public place's address, is no PII."""

import pytest

from agents.extract_facts.gates import inspect

pytestmark = pytest.mark.timeout(30)


@pytest.mark.parametrize("text", [
    'Я живу на вулиці Хрещатик, 22, кв. 5, Київ',
    'Jeg bor på Nørrebrogade 45, 2200 København N',
    'Jeg bor i Karl Johans gate 22, 0159 Oslo',
    'آدرس خونه\u200cام: تهران، خیابان ولیعصر، کوچه ۱۲، پلاک ۴',
    'আমার ঠিকানা: বাড়ি ১২, রোড ৫, ধানমন্ডি, ঢাকা',
    'میرا پتہ: مکان نمبر 45، گلی 7، جی 9/2، اسلام آباد',
    'Mình ở số 12 ngõ 34 phố Huế, Hà Nội',
    'บ้านฉันอยู่ 99/12 ซอยสุขุมวิท 31 แขวงคลองเตยเหนือ กรุงเทพฯ 10110',
    'Saya tinggal di No. 12, Jalan SS2/24, Petaling Jaya',
    'Nakatira ako sa 123 Rizal Street, Barangay San Antonio, Makati',
    'Ninaishi Mtaa wa Moi Avenue, Nyumba Na. 12, Nairobi',
    'Живея на ул. Витоша 15, ет. 3, ап. 7, София',
    'Gyvenu Gedimino pr. 9-12, Vilnius',
    'Dzīvoju Brīvības ielā 55-7, Rīgā',
    'Elan Pärnu mnt 10-4, Tallinn',
    'Ég bý á Laugavegi 22, 101 Reykjavík',
    'Visc al carrer de Mallorca 401, 3r 2a, Barcelona',
    'Jetoj në Rrugën e Kavajës 12, Tiranë',
    'Живеам на ул. Македонија 12, Скопје',
    'Ես ապրում եմ Աբովյան 10, բն. 15, Երևան',
    'Ვცხოვრობ რუსთაველის გამზირი 12, ბინა 5, თბილისი',
    'Nizami küçəsi 45, mənzil 12, Bakı ünvanında yaşayıram',
])
def test_home_address_rejected(text: str) -> None:
    assert "pii:address" in inspect(text, learned=False).reasons


@pytest.mark.parametrize("text", [
    "I live in Oslo, near Karl Johans gate",
    "The museum is on Karl Johans gate 22, opens at 10",
    "Det Kongelige Teater ligger på Kongens Nytorv 9, 1017 København",
    "Das Brandenburger Tor, Pariser Platz 1, 10117 Berlin, ist gleich um die Ecke",
    "Mình ở Hà Nội, còn bạn?",
    "Saya tinggal di Jakarta sejak 2010",
    "Ես ապրում եմ Երևանում 5 տարի",
    "Bakıda yaşayıram, 30 yaşım var",
    "Живея в София от 2012",
    "บ้านฉันอยู่กรุงเทพ มีแมว 2 ตัว",
    "The bus stops at Gedimino pr. 9 every 10 minutes",
])
def test_no_home_address_allowed(text: str) -> None:
    assert inspect(text, learned=False).allowed
