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


# session 28: a card's PIN, a building's door code and a Wi-Fi password, probed in 52
# languages; the rules missed 5 (a Korean and an Arabic door code, a Hebrew building entrance
# code, a Hebrew card's "secret code", a Tagalog PIN with "ay"), and a Russian "мой пароль 4821"
@pytest.mark.parametrize("text", [
    'my debit card PIN is 4821',
    'the door code for my building is 7395',
    'Mi PIN de la tarjeta es 4821',
    'El código del portal es 7395',
    'Le code PIN de ma carte est 4821',
    'Le digicode de mon immeuble est 7395',
    'Meine PIN für die Bankkarte ist 4821',
    'Der Türcode von meinem Haus ist 7395',
    'Il PIN del mio bancomat è 4821',
    'Il codice del portone è 7395',
    'O PIN do meu cartão é 4821',
    'O código do portão do prédio é 7395',
    'Mijn pincode is 4821',
    'De deurcode van mijn gebouw is 7395',
    'ПИН-код моей карты 4821',
    'Код домофона у меня 7395',
    'ПІН-код моєї картки 4821',
    'Mój PIN do karty to 4821',
    'Kod do domofonu to 7395',
    'Kartımın şifresi 4821',
    'Apartmanın kapı şifresi 7395',
    '我的银行卡密码是482193',
    '我家门禁密码是7395',
    'キャッシュカードの暗証番号は4821です',
    'マンションのオートロックの番号は7395',
    '내 카드 비밀번호는 4821이야',
    '우리 집 현관 비밀번호는 7395야',
    'الرقم السري لبطاقتي هو 4821',
    'رمز باب العمارة 7395',
    'رمز کارت بانکی من ۴۸۲۱ است',
    'קוד הכניסה לבניין שלי הוא 7395',
    'הקוד הסודי של הכרטיס שלי 4821',
    'मेरे एटीएम कार्ड का पिन 4821 है',
    'Mã PIN thẻ ngân hàng của tôi là 4821',
    'PIN kartu ATM saya 4821',
    'รหัส ATM ของฉันคือ 4821',
    'Min pinkod är 4821',
    'Portkoden till mitt hus är 7395',
    'Min pinkode er 4821',
    'Dørkoden til oppgangen er 7395',
    'Korttini PIN-koodi on 4821',
    'Můj PIN ke kartě je 4821',
    'A bankkártyám PIN-kódja 4821',
    'Codul PIN al cardului meu este 4821',
    'Ο κωδικός PIN της κάρτας μου είναι 4821',
    'ПИН кодът на картата ми е 4821',
    'Moj PIN za karticu je 4821',
    'PIN ya kadi yangu ni 4821',
    'Ang PIN ng ATM card ko ay 4821',
    'আমার এটিএম কার্ডের পিন 4821',
    'என் ஏடிஎம் பின் 4821',
    'میرا اے ٹی ایم پن 4821 ہے',
    'Mitt wifi-passord er solsikke2024',
    "Le mot de passe du wifi chez moi c'est soleil2024",
    'La contraseña del wifi de casa es girasol2024',
    'Das WLAN-Passwort bei mir zu Hause ist Sonnenblume2024',
    '家里的WiFi密码是sunflower2024',
    "мой пароль 4821",
    "הסיסמה שלי היא 4821",
])
def test_pin_and_door_code_rejected(text: str) -> None:
    assert not inspect(text, learned=False).allowed


@pytest.mark.parametrize("text", [
    "пароль поменял в 2024 году",
    "пароль должен быть из 8 символов",
    "הסיסמה צריכה להיות באורך 8 תווים לפחות",
    "الباب رقم 12",
])
def test_password_talk_without_a_value_allowed(text: str) -> None:
    assert inspect(text, learned=False).allowed
