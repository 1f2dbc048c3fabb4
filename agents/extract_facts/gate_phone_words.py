"""Gate phone words (pure): the words that make a number someone's phone ("my cell", "打给我",
"numaram"), and those that make it an order's, a parcel's or an invoice's instead, in the
languages the users write (the data of `gate_pii`'s phone checks)."""

from __future__ import annotations

import re

from agents.extract_facts.gate_regex import guarded_rx, literals, word_led

# an order's number is no card, unless a card is named too ("Bestellnummer … 50593196792207")
# what an order's number is named by after "number" ("número de pedido", "numer zamówienia")
ORDER_KIND = (r"pedido|encomenda|orden|commande|bestell|ordine|zamówien|przesył|faktur"
              r"|rezerwac|sipariş|заказ|посылк|đơn hàng|pesanan|factura|fattura|rechnung|reserva"
              r"|buchung|invoice|order|tracking|booking|ticket|flight|vuelo|voo|سفارش|رهگیری")
ORDER_WORD = re.compile(r"order|bestell|commande|pedido|ordine|订单|单号|tracking|sendung"
                        r"|zamówien|заказ|sipariş|đơn hàng|pesanan|bestelling"
                        r"|isbn|issn|serial|\bsku\b|seriennummer|número de serie"
                        r"|auftrag|invoice|rechnung|factura|booking|buchung|réservation"
                        r"|reference|\bref\b|注文|주문|سفارش|رهگیری")


# A bare eight-digit number is a phone (Hong Kong has no area code) only next to a phone word.
# (asked only whether it matches: `word_led`)
PHONE_WORD = guarded_rx(word_led(
                        r"(?<!\bi)phone|\btel\b|natel|\bfixe\b|mobil|cell|call|text me|whatsapp"
                        r"|signal"
                        r"|打(?= ?\d{4}[ \-]?\d{4}(?!\d))|澳门|澳門|durchwahl"
                        r"|'s (?:phone |mobile |cell |home |work )?number\b"
                        rf"|\bn[úu]mero d[aoe] (?!{ORDER_KIND}|encomenda|processo|cliente"
                        r"|contribuinte|conta|cartão|série|voo|quarto)"
                        r"|handy|telefon"
                        r"|appel|portable|llam|llám|móvil|movil|celular|chiama|cellulare|anruf"
                        r"|телефон|звони|номер|携帯|ケータイ|휴대폰|전화|핸드폰|\bzap\b|\bwa\b"
                        r"|reach me|\breach (?:him|her|them|us|my \w+) (?:on|at)\b"
                        r"|\b(?:work|home|office|direct|private) line\b|festnetz"
                        r"|\bmy digits\b|\bhit me up\b|\bcel\b|m[áa]rcame|\bruf\b|\bnew line\b"
                        r"|\bline\s*:|erreich|\bdial\b|\bsđt\b|\bmy num\b"
                        r"|\b(?:backup|emergency) contact\b"
                        r"|\bbel me\b|bellen|telefoon|nomor|nomer|hubungi|telepon"
                        r"|\btelp\b|\bhp\b|ligue|me liga|landline|\btxt\b|\bmy line\b|\bcelu\b"
                        r"|\bmijn 06\b"
                        r"|area code|نمبر|打这个|打给我|打我|拨打|新号|尾号|换号|[제내] 번호"
                        r"|मेरा नंबर|नया नंबर|का नंबर|की नंबर|\b(?:ka|ki) number\b"
                        r"|直通|直線|直线|打過嚟|打俾我|打畀我|致電|致电|\bnombor\b|06-nummer|mobiel"
                        r"|代表番号|電話番号|携帯番号|連絡先|\bnamba\b|m-?pesa|me a text"
                        r"|telem[óo]vel|liga-me|κινητ|τηλέφων|নম্বর|ফোন"
                        r"|شماره(?! سفارش| رهگیری| پیگیری)"
                        r"|موبایل"
                        r"|\b(?:sg|hk|uk|au|nz|ph|th|vn|cn|tw|jp|kr)"
                        r" (?:number|mobile|phone)\b"
                        r"|เบอร์|โทร|số điện thoại"
                        r"|\b(?:my|mera|meu|minha|mi|mon|ma|mein|meine|mijn|mój|moj|moja|min|mitt|benim|new"
                        rf"|contact) (?:(?!{ORDER_KIND}|order|tracking|ticket|invoice|booking"
                        r"|account|member"
                        r"|customer|reference|confirmation|serial|model|part|flight|room|seat"
                        r"|lucky|favou?rite|student|employee|case|policy)[a-z']+ )?"
                        r"(?:number|numero|número|nummer|numéro|numer)\b"
                        rf"(?! (?:de |do |da |di |du |van |of |)(?:{ORDER_KIND}))"
                        r"(?! (?:favorit[oa]|preferid[oa]|preferit[oa]|fortunat[oa]|da sorte"
                        r"|de la suerte)\b)"
                        r"|मोबाइल|फ़ोन|फोन"
                        r"|dzwo|\bring (?:me|mig)\b|ringa|\bringe? (?:meg|mig)\b|\bmit nummer er\b"
                        r"|جوال|هاتف|מספר(?! ה?הזמנה| מעקב)|טלפון"
                         # (an order's, a parcel's, an invoice's number is no phone's)
                        r"|رقم(?! الطلب| الشحن| التتبع| الفاتورة| الحجز| الرحلة| الغرفة| المقعد)"
                        r"|(?<!sipariş )(?<!siparis )(?<!takip )(?<!kargo )(?<!fatura )numaram"
                        r"|\bmoje (?:číslo|cislo)\b|\b(?:za)?volej\b"
                        r"|電話|电话|手机|手機|座机|(?<![票单编账证件运批型序])号码|號碼|联系|聯絡"
                        r"|香港|\bhk\b"))


# a company's customer-service line or hotline, named right before its number ("Kundenservice
# der Deutschen Bahn: 030 2970", "MÁV ügyfélszolgálat száma +36 1 349 4949"), unless the text
# says the number is someone's own
SERVICE_LINE = literals((
    "hotline", "helpline", "help line", "customer service", "customer care", "customer support",
    "support line", "service line", "call cent", "客服", "热线", "熱線", "服务电话", "服務專線",
    "kundenservice", "kundendienst", "service client", "servicio al cliente",
    "atención al cliente", "servizio clienti", "assistenza clienti", "atendimento ao cliente",
    "central de atendimento", "klantenservice", "obsługa klienta", "infolinia", "zákaznick",
    "ügyfélszolgálat", "гаряча лінія", "гарячої лінії", "горячая линия", "горячей линии",
    "служба підтримки", "служба поддержки", "müşteri hizmetleri", "çağrı merkezi", "kundtjänst",
    "kundeservice", "asiakaspalvelu", "εξυπηρέτηση πελατών", "خدمة العملاء", "שירות לקוחות",
    "ग्राहक सेवा", "คอลเซ็นเตอร์", "ฝ่ายบริการลูกค้า", "tổng đài", "chăm sóc khách hàng",
    "layanan pelanggan", "カスタマーサービス", "コールセンター", "お客様窓口", "고객센터",
    "serviciul clienți", "relații cu clienții"))
PERSONAL = re.compile(r"\b(?:my|mine|his|her|personal|private|own)\b|我的|我家|私人|个人|手机号")
