"""A password given without a symbol in it, one sentence in many languages (pure): session 27
probed "my email password is margarita77" in 59 languages and read the ones the rules missed
(with "Sunflower2024!", a symbol in it, three were missed). Talk about a password, with no
value given, is no secret."""

import pytest

from agents.extract_facts.gates import inspect

pytestmark = pytest.mark.timeout(30)


@pytest.mark.parametrize("text", [
    "hasło do maila to margarita77",
    "az e-mail jelszavam margarita77",
    "parola de la email este margarita77",
    "رمز ایمیلم margarita77 هست",
    "আমার ইমেইলের পাসওয়ার্ড margarita77",
    "میرے ای میل کا پاس ورڈ margarita77 ہے",
    "ang password ng email ko ay margarita77",
    "lozinka za moj mail je margarita77",
    "паролата ми за имейла е margarita77",
    "mano el. pašto slaptažodis yra margarita77",
    "mana e-pasta parole ir margarita77",
    "lykilorðið mitt að póstinum er margarita77",
    "la contrasenya del meu correu és margarita77",
    "fjalëkalimi i emailit tim është margarita77",
    "ჩემი მეილის პაროლია margarita77",
    "e-poçtumun şifrəsi margarita77",
    "የኢሜይሌ የይለፍ ቃል margarita77 ነው",
    "माझ्या ईमेलचा पासवर्ड margarita77 आहे",
    "ನನ್ನ ಇಮೇಲ್ ಪಾಸ್‌ವರ್ಡ್ margarita77",
    "മറ്റേ ഇമെയിൽ പാസ്‌വേഡ് margarita77",
    "ਮੇਰੇ ਈਮੇਲ ਦਾ ਪਾਸਵਰਡ Sunflower2024! ਹੈ",
    "मेरो इमेलको पासवर्ड margarita77 हो",
])
def test_password_given_rejected(text: str) -> None:
    assert "pii:password" in inspect(text, learned=False).reasons


@pytest.mark.parametrize("text", [
    "az e-mail jelszavam túl rövid, mit tegyek?",
    "His parole is up in 2026",
    "mana e-pasta parole ir pārāk īsa",
    "slaptažodis yra per trumpas",
    "lykilorðið mitt er of stutt",
    "e-poçtumun şifrəsi yadımda deyil",
    "La contraseña es la misma que la del wifi2",
    "El password es muy corto, tiene 6 letras",
])
def test_talk_about_a_password_allowed(text: str) -> None:
    assert inspect(text, learned=False).allowed
