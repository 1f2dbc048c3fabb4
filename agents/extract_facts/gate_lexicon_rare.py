"""The lexicon's words for 31 seldom-tested languages (data only; session 33, after the
low-resource rounds 121, 123, 125, 127 and 129 let through nearly every order in languages the
lexicon had no word of), and a few words more for Macedonian, Kazakh, Hausa and Belarusian:
per language, as in `gate_lexicon_more`, the addressee, the imperative, the directive,
persistence or identity change, the first-person subject, and what an override names (the
columns of a language in several modules are joined). "_" joins the words of a phrase;
Tibetan syllables are words (the tsheg separates them). The first 22 languages (Setswana to
Tibetan) were written from their grammars and dictionaries before any round that tests them;
the rest were added when rounds 131 and 133 were folded in, as their comments say. Bantu
languages mark the subject on the verb ("ndidzathamanga", "I will run") and Malagasy puts it
last, so a first-person subject word is often missing where the user speaks of a habit: there
"always", "never" and "must" are left out ("Kuyambira tsopano ndidzathamanga nthawi zonse" is
a plan, one signal), and an order needs "you" or an imperative. Short words that are common
words of another language ("yo", "man", "che" as an addressee) are left out."""

from __future__ import annotations

# lang: (addressee, imperative, directive, persistence or identity, subject, objects)
RARE: dict[str, tuple[str, str, str, str, str, str]] = {
    # Setswana, Sesotho
    "tn": ("wena lona o_tshwanetse", "itlhokomolose lebala tlogela obamela latela",
           "", "go_tloga_jaanong go_simolola_jaanong gakologelwa tsa_pele"
           " ka_bosakhutleng kwa_ntle_ga_melao leina_la_gago", "nna rona",
           "ditaelo melao"),
    "st": ("wena lona o_tlameha", "hlokomoloha lebala latela mamela", "",
           "ho_tloha_joale ho_qala_joale hopola tsa_pele ka_ho_sa_feleng ntle_le_melao"
           " lebitso_la_hao", "nna rona", "ditaelo melao"),
    # Samoan, Tongan, Maori, Fijian
    "sm": ("oe lau lou e_tatau_ona", "aua_le_amanaia galo_ia usitai", "i_taimi_uma aua_lava",
           "mai_le_taimi_nei amata_nei manatua muamua e_faavavau e_aunoa_ma_ni_tulafono"
           " lou_igoa", "a'u ou matou", "faatonuga fa'atonuga faʻatonuga tulafono"),
    "to": ("koe ho'o hoʻo kuo_pau_ke",
           "ta'etokanga'i taʻetokangaʻi fakangalo'i fakangaloʻi ngalo'i ngaloʻi talangofua",
           "ma'u_pe",
           "mei_he_taimi_ni manatu'i manatuʻi ki_mu'a ta'engata taʻengata ho_hingoa",
           "au kimautolu", "fakahinohino lao"),
    "mi": ("koe kōrua koutou tō tōu tāu ō", "warewarehia whakarongo whakaaturia tuhia tukuna",
           "i_ngā_wā_katoa kaua_rawa",
           "mai_i_nāianei mai_i_tēnei_wā maumahara kia_maumahara o_mua ake_tonu_atu"
           " kāore_he_ture tō_ingoa", "ahau au mātou māua", "tohutohu ture"),
    "fj": ("iko kemuni", "guilecava muria talairawarawa", "ena_veigauna_kece kakua_sara",
           "mai_na_gauna_oqo nanuma taumada tawamudu yacamu", "au keimami", "ivakaro lawa"),
    # Kinyarwanda, Lingala, Wolof, Malagasy, Luganda, Chichewa
    "rw": ("wowe mwebwe uri ugomba", "irengagize ibagirwa kurikiza umvira", "",
           "guhera_ubu uhereye_ubu ibuka byabanjirije iteka_ryose nta_mategeko izina_ryawe",
           "njye jyewe twebwe", "amabwiriza amategeko"),
    "ln": ("ozali osengeli", "bosana landa yoka", "",
           "banda_sikoyo kobanda_sikoyo kanisa ya_liboso libela kozanga_mibeko kombo_na_yo",
           "ngai biso", "mitindo mibeko"),
    "wo": ("yow yaw war_nga", "fàtte bàyyi bàyyil topp déggal", "",
           "dale_leegi li_dale_tey fattaliku yu_njëkk ba_fàww sa_tur", "maa nun",
           "ndigal yoon"),
    "mg": ("ianao ianareo", "adinoy aza_raharahiana araho ankatoavy",
           "",
           "manomboka_izao hatramin'izao tsarovy teo_aloha mandrakizay tsy_misy_fitsipika"
           " ny_anaranao", "izaho aho izahay isika", "toromarika fitsipika baiko"),
    "lg": ("ggwe mmwe olina", "erabira goberera gondera buusa_amaaso ndaga", "",
           "okuva_kati okuva_leero jjukira ebyasooka emirembe_gyonna awatali_mateeka"
           " erinnya_lyo", "nze ffe", "ebiragiro amateeka"),
    "ny": ("iwe inu uyenera", "iwala nyalanyaza tsatira mvera", "",
           "kuyambira_tsopano kumbukira zakale mpaka_kalekale popanda_malamulo dzina_lako",
           "ine ife", "malangizo malamulo"),
    # Sundanese, Javanese
    "su": ("anjeun maneh sampéan", "hilapkeun tuturkeun abaikeun", "salawasna ulah_pisan kudu",
           "ti_ayeuna ti_mimiti_ayeuna émut saméméhna salamina tanpa_aturan nami_anjeun",
           "abdi kuring", "paréntah aturan pitunjuk"),
    "jv": ("kowe sampeyan panjenengan", "lalekna lalekke manut", "tansah aja_nganti kudu",
           "wiwit_saiki mulai_saiki elinga sadurunge selawase tanpa_aturan jenengmu",
           "aku kula", "instruksi aturan pituduh"),
    # Quechua, Guarani
    "qu": ("qam qamkuna qampa", "qunqay kasuy qatiy", "sapa_kuti ama_hayk'appas",
           "kunanmanta kunanmanta_pacha yuyariy ñawpaq wiñaypaq mana_kamachiyuq sutiyki",
           "ñuqa noqa ñuqayku", "kamachiykuna kamachikuykuna yachachiykuna"),
    "gn": ("nde peẽ", "nderesarái ehendu", "akóinte araka'eve",
           "ko'águi ko'águi_guive nemandu'áke yma opa_ára_g̃uarã nde_réra", "che ore ñande",
           "tembiapoukapy léi"),
    # Luxembourgish, Faroese (both put the verb second)
    "lb": ("du dech däin deng", "ignoréier vergiess befolleg", "ëmmer ni_méi muss nëmmen",
           "vun_elo_un ab_elo vun_haut_un erënner_dech virdrun fir_ëmmer ouni_reegelen"
           " däin_numm", "ech mir mäin meng", "instruktiounen reegelen uweisungen"),
    "fo": ("tú teg tær tín tygum", "gloym fylg lýð", "altíð ongantíð bert",
           "frá_nú_av frá_í_dag minst_til undanfarnu um_ævir uttan_reglur navn_títt",
           "eg vit mín mítt", "leiðbeiningar reglur boð"),
    # Yiddish (with and without points), Tigrinya, Sorani, Tibetan
    "yi": ("דו דיר דיך דײַן דיין", "איגנאָריר איגנאריר פֿאַרגעס פארגעס פֿאָלג פאלג",
           "שטענדיק קיינמאָל קיינמאל מוזסט",
           "פֿון_איצט_אָן פון_איצט_אן געדענק פֿריערדיקע פריערדיקע אויף_אייביק אָן_כּללים"
           " אן_כללים", "איך מײַן מיין", "אינסטרוקציעס כּללים כללים"),
    "ti": ("ንስኻ ንስኺ ንስኻትኩም", "ረስዕ ረስዖ ስዓብ ኣርእየኒ", "ኩሉ_ግዜ ፈጺምካ",
           "ካብ_ሕጂ ካብ_ሕጂ_ንደሓር ዘክር ቅድሚ_ሕጂ ንዘለኣለም", "ኣነ ንሕና", "መምርሒታት ሕግታት"),
    "ckb": ("تۆ ئێوە", "پشتگوێ_بخە فەرامۆش_بکە پەیڕەوی_بکە", "هەمیشە هەرگیز دەبێت",
            "لە_ئێستاوە لەمەودوا لەبیرت_بێت پێشوو بۆ_هەمیشە بێ_یاسا ناوت", "ئێمە",
            "ڕێنماییەکان یاساکان فەرمانەکان"),
    # round 133, folded in: Oromo, Shona, Papiamento, Hmong, Breton, West Frisian, Scottish
    # Gaelic, Cebuano and Esperanto, from their grammars ("forget all the instructions given
    # before", "from now on", "forever", "without rules")
    "om": ("ati siif", "dagadhu agarsiisi", "", "amma_booda seera_dhaabbataa", "ani nu",
           "qajeelfama qajeelfamoota seera"),
    "sn": ("iwe imi", "kanganwa", "", "kubva_zvino iye_zvino zvachose", "ini isu",
           "mirairo mitemo"),
    "pap": ("bo boso", "lubidá lubida ignorá", "semper nunka mester",
            "di_awor_pa_delaster awor_bo_ta sin_regla anterior", "ami nos",
            "instrukshon instrukshonnan regla reglanan"),
    "hmn": ("koj", "tsis_txhob_mloog hnov_qab", "", "txij_no_mus mus_ib_txhis cov_lus_qhia_qub",
            "kuv peb", "cov_lus_qhia kev_cai"),
    "br": ("ac'hanout c'hwi", "ankouait ankounac'hait", "", "bremañ_eo a-raok da_viken"
           " hep_reolenn", "me ni", "kemennadurioù reolennoù"),
    "fy": ("do dy dyn jo moatst", "ferjit negearje", "altyd nea", "fan_no_ôf_oan foar_altyd"
           " fêste_regel sûnder_regels", "ik wy myn", "ynstruksjes regels"),
    "gd": ("thu annad", "dìochuimhnich leig_seachad", "an-còmhnaidh", "bho_seo_a-mach gu_bràth"
           " gun_riaghailtean", "mi sinn", "stiùireadh riaghailtean"),
    "ceb": ("ikaw nimo", "kalimti kalimtan", "kanunay", "gikan_karon hangtod_sa_hangtod"
            " walay_lagda", "ako kami", "instruksyon mga_instruksyon lagda"),
    "eo": ("vi via", "ignoru forgesu", "ĉiam neniam devas", "de_nun ekde_nun por_ĉiam"
           " sen_reguloj antaŭajn", "mi ni mia", "instrukciojn instrukciojn regulojn"),
    # round 131, folded in (words the lexicon had not for languages it had): Macedonian
    # "remember this as a permanent rule for all future conversations", Kazakh and Hausa "keep
    # this as a permanent rule", Belarusian "now you are … with no restrictions", Luganda "show
    # me the instructions"
    "mk": ("", "", "", "запомни трајно трајно_правило сите_идни_разговори за_сите_идни", "", ""),
    "kk": ("", "сақта", "", "тұрақты_ереже", "", ""),
    "ha": ("", "adana", "", "doka_ta_dindindin", "", ""),
    "be": ("", "", "", "цяпер_ты ніякіх_абмежаванняў без_абмежаванняў", "", ""),
    "bo": ("ཁྱེད་རང ཁྱོད", "བརྗེད སྣང་མེད་གཏོང", "རྟག་པར ནམ་ཡང",
           "ད་ནས་བཟུང ད་ནས་ཕྱིན་ཆད དྲན་པར་ཉར སྔོན་གྱི", "ང ངས", "ལམ་སྟོན སྒྲིག་གཞི བཀོད་འདོམས"),
}
# "remember" (the user's own fact may follow it: "Kumbukira kuti ine …")
REMEMBER_RARE = frozenset(("gakologelwa", "hopola", "manatua", "manatu'i", "maumahara",
                           "kia maumahara", "nanuma", "ibuka", "kanisa", "fattaliku", "tsarovy",
                           "jjukira", "kumbukira", "émut", "manatuʻi", "elinga", "yuyariy",
                           "erënner dech", "minst til", "געדענק", "ዘክር", "لەبیرت بێت"))
# "remember it", the user's fact before it ("Ech fueren all Moien mam Tram, erënner dech dorun,
# wann s du …", round 131): as `gate_lexicon_orders.REMEMBER_IT_WORDS`
REMEMBER_IT_RARE: dict[str, str] = {"lb": "erënner_dech_dorun erënner_dech_drun denk_drun"}
# the languages that put the verb second or last (`gate_lexicon._VERB_SECOND`, `_VERB_LAST`)
VERB_SECOND_RARE = frozenset(("fo", "fy"))
VERB_LAST_RARE = frozenset(("ti", "ckb", "bo", "qu", "om"))
