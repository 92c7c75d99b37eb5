import type { Localized } from '../lang';

/**
 * Information pages of the fictional operator BetSite (slugs from the spec).
 * Contact details, licence numbers and company names are invented.
 */
export interface SeedInfoPage {
  slug: string;
  title: Localized;
  body: Localized<string[]>;
}

export const INFO_PAGES: SeedInfoPage[] = [
  {
    slug: 'contacts',
    title: { ru: 'Контакты', en: 'Contacts' },
    body: {
      ru: [
        'Служба поддержки BetSite работает круглосуточно и без выходных. Напишите нам в онлайн-чат на сайте или на адрес support@betsite.example — мы отвечаем в среднем за 10 минут.',
        'Телефон горячей линии: 8 800 000-00-00 (звонок по России бесплатный). Для обращений по вопросам безопасности используйте адрес security@betsite.example.',
        'Почтовый адрес: ООО «БетСайт», 123100, Москва, Пресненская наб., д. 0, офис 000. Приём документов — по будням с 10:00 до 18:00.',
      ],
      en: [
        'BetSite support works around the clock, seven days a week. Write to us in the live chat on the site or at support@betsite.example — we reply within 10 minutes on average.',
        'Hotline: 8 800 000-00-00 (free within Russia). For security matters please write to security@betsite.example.',
        'Postal address: BetSite LLC, office 000, 0 Presnenskaya Embankment, Moscow 123100. Documents are accepted on weekdays from 10:00 to 18:00.',
      ],
    },
  },
  {
    slug: 'about',
    title: { ru: 'О компании', en: 'About us' },
    body: {
      ru: [
        'BetSite — букмекерская компания и онлайн-казино, которое принимает ставки на более чем 40 видов спорта и предлагает свыше тысячи игр от независимых студий.',
        'Мы работаем с 2012 года и ежедневно обрабатываем сотни тысяч ставок. Наша линия включает более 1 500 событий в день, а лайв — трансляции и статистику в реальном времени.',
        'Мы ценим честную игру: все выплаты производятся в установленные сроки, а расчёт ставок ведётся по официальным результатам.',
      ],
      en: [
        'BetSite is a bookmaker and online casino that takes bets on more than 40 sports and offers over a thousand games from independent studios.',
        'We have been operating since 2012 and handle hundreds of thousands of bets every day. Our line covers more than 1,500 events a day, and live betting comes with streams and real-time statistics.',
        'We value fair play: all payouts are made on time, and bets are settled on official results.',
      ],
    },
  },
  {
    slug: 'howbet',
    title: { ru: 'Как сделать ставку', en: 'How to place a bet' },
    body: {
      ru: [
        'Выберите вид спорта и событие в разделе «Линия» или «Лайв» и нажмите на коэффициент интересующего исхода — он появится в купоне ставок.',
        'В купоне выберите тип ставки: ординар, экспресс или система. Укажите сумму ставки и проверьте возможный выигрыш.',
        'Нажмите «Сделать ставку». Принятая ставка появится в истории ставок в личном кабинете, где можно следить за её расчётом.',
        'Если коэффициент изменился, купон предложит принять новые условия. Вы можете заранее настроить автоматическое принятие изменений.',
      ],
      en: [
        'Choose a sport and an event in the Line or Live section and click the price of the outcome you want — it will be added to the bet slip.',
        'In the bet slip choose the bet type: single, accumulator or system. Enter your stake and check the potential return.',
        'Click Place bet. An accepted bet appears in the bet history of your account, where you can follow its settlement.',
        'If the price changes, the slip will ask you to accept the new terms. You can set it to accept changes automatically.',
      ],
    },
  },
  {
    slug: 'cookies',
    title: { ru: 'Политика использования cookie', en: 'Cookie policy' },
    body: {
      ru: [
        'Сайт BetSite использует файлы cookie, чтобы запоминать ваши настройки, поддерживать вход в аккаунт и анализировать работу сервиса.',
        'Необходимые cookie нужны для работы сайта и не могут быть отключены. Функциональные cookie запоминают, например, свёрнутые панели. Маркетинговые cookie помогают показывать релевантные предложения.',
        'Вы можете изменить выбор в любой момент в настройках cookie внизу страницы или удалить cookie в настройках браузера.',
      ],
      en: [
        'BetSite uses cookies to remember your settings, keep you signed in and analyse how the service works.',
        'Necessary cookies are required for the site to work and cannot be switched off. Functional cookies remember things such as collapsed panels. Marketing cookies help us show relevant offers.',
        'You can change your choice at any time in the cookie settings at the bottom of the page or delete cookies in your browser settings.',
      ],
    },
  },
  {
    slug: 'ussdinstruction',
    title: { ru: 'Ставки через USSD', en: 'Betting via USSD' },
    body: {
      ru: [
        'Ставки можно делать даже без интернета: наберите на телефоне *000# и следуйте подсказкам меню.',
        'Для ставки через USSD номер телефона должен быть привязан к вашему аккаунту BetSite. Сумма ставки списывается с основного счёта.',
        'Чтобы узнать баланс, наберите *000*1#. Для получения списка популярных событий — *000*2#.',
      ],
      en: [
        'You can bet even without the internet: dial *000# on your phone and follow the menu prompts.',
        'To bet via USSD your phone number must be linked to your BetSite account. The stake is taken from your main account.',
        'To check your balance dial *000*1#. For a list of popular events dial *000*2#.',
      ],
    },
  },
  {
    slug: 'licenses',
    title: { ru: 'Лицензии', en: 'Licences' },
    body: {
      ru: [
        'Деятельность BetSite осуществляется на основании лицензии № BS-0427 на организацию азартных игр в букмекерских конторах, выданной Игорной надзорной службой.',
        'Компания входит в саморегулируемую организацию букмекеров и соблюдает требования законодательства о противодействии легализации доходов.',
        'Копии лицензий и свидетельств доступны по запросу в службу поддержки.',
      ],
      en: [
        'BetSite operates under licence No. BS-0427 for organising gambling in betting shops, issued by the Gaming Supervisory Service.',
        'The company is a member of the bookmakers’ self-regulatory organisation and complies with anti-money-laundering law.',
        'Copies of licences and certificates are available from support on request.',
      ],
    },
  },
  {
    slug: 'taxation',
    title: { ru: 'Налогообложение выигрышей', en: 'Taxation of winnings' },
    body: {
      ru: [
        'Выигрыши, полученные в BetSite, облагаются налогом на доходы физических лиц в соответствии с законодательством.',
        'Если сумма выигрыша превышает 15 000 ₽, BetSite как налоговый агент самостоятельно удерживает налог при выплате. Выигрыши меньше этой суммы вы декларируете самостоятельно.',
        'Справку о полученных выигрышах и удержанных налогах можно заказать в личном кабинете.',
      ],
      en: [
        'Winnings received at BetSite are subject to personal income tax in accordance with the law.',
        'If a win exceeds 15,000 ₽, BetSite, as tax agent, withholds the tax on payout. Smaller winnings must be declared by you.',
        'A statement of winnings and taxes withheld can be ordered in your account.',
      ],
    },
  },
  {
    slug: 'consent',
    title: { ru: 'Согласие на обработку персональных данных', en: 'Consent to personal data processing' },
    body: {
      ru: [
        'Регистрируясь на сайте, вы даёте BetSite согласие на обработку персональных данных: ФИО, даты рождения, паспортных данных, контактов и платёжной информации.',
        'Данные обрабатываются для исполнения договора, идентификации клиента, выполнения требований закона и улучшения сервиса.',
        'Согласие действует до момента его отзыва. Отозвать его можно письменным заявлением на адрес privacy@betsite.example.',
      ],
      en: [
        'By registering on the site you consent to BetSite processing your personal data: full name, date of birth, passport details, contacts and payment information.',
        'The data is processed to perform the contract, identify the customer, meet legal requirements and improve the service.',
        'The consent is valid until withdrawn. You can withdraw it by writing to privacy@betsite.example.',
      ],
    },
  },
  {
    slug: 'simpleidentification',
    title: { ru: 'Упрощённая идентификация', en: 'Simplified identification' },
    // What the office's identification page asks for (components/documents, docs/documents-api.md):
    // the identity document and a selfie with it, which together lift the withdrawal limit.
    body: {
      ru: [
        'Упрощённая идентификация нужна для вывода крупных сумм: без неё вывод больше 15 000 ₽ недоступен.',
        'В личном кабинете, в разделе «Идентификация», загрузите фото разворота паспорта с фотографией и селфи с этим паспортом в руке. Подходят JPG, PNG, WebP или PDF до 10 МБ; все данные должны читаться.',
        'Мы проверим документы, обычно в течение суток. Статус каждого документа виден в кабинете; если фото отклонено, там же будет указана причина, и можно загрузить новое.',
        'Когда оба документа приняты, ограничение на вывод снимается. Для полной верификации дополнительно загрузите подтверждение адреса в разделе «Верификация».',
      ],
      en: [
        'Simplified identification is needed to withdraw large amounts: without it, withdrawals over RUB 15,000 are not available.',
        'In your account, on the Identification page, upload a photo of your passport’s photo page and a selfie holding that passport. JPG, PNG, WebP or PDF files up to 10 MB are accepted; every detail must be readable.',
        'We check the documents, usually within a day. Each document’s status is shown in your account; if a photo is rejected, the reason is shown there and you can upload a new one.',
        'Once both documents are accepted, the withdrawal limit is lifted. For full verification, also upload a proof of address on the Verification page.',
      ],
    },
  },
  {
    slug: 'amlkyc',
    title: { ru: 'AML и KYC', en: 'AML and KYC' },
    body: {
      ru: [
        'BetSite применяет процедуры «Знай своего клиента» (KYC) и противодействия отмыванию денег (AML) в соответствии с требованиями регулятора.',
        'Мы проверяем личность каждого игрока, источник средств при крупных операциях и отслеживаем подозрительную активность.',
        'В рамках проверки мы можем запросить дополнительные документы. До завершения проверки вывод средств может быть приостановлен.',
      ],
      en: [
        'BetSite applies Know Your Customer (KYC) and Anti-Money Laundering (AML) procedures as required by the regulator.',
        'We verify each player’s identity and the source of funds for large transactions, and we monitor suspicious activity.',
        'As part of the checks we may ask for additional documents. Withdrawals may be suspended until the checks are complete.',
      ],
    },
  },
  {
    slug: 'smsbets',
    title: { ru: 'Ставки по SMS', en: 'SMS bets' },
    body: {
      ru: [
        'Отправьте SMS на номер 0000 в формате: номер события, пробел, код исхода, пробел, сумма. Например: 123456 1 500.',
        'В ответ придёт SMS с подтверждением ставки и её номером. Стоимость сообщения — по тарифу вашего оператора.',
        'Номер телефона должен быть подтверждён в аккаунте. Ставки по SMS принимаются только в линии.',
      ],
      en: [
        'Send a text to 0000 in the format: event number, space, outcome code, space, stake. For example: 123456 1 500.',
        'You will receive a text confirming the bet and its number. Messages are charged at your operator’s rate.',
        'Your phone number must be confirmed in your account. SMS bets are accepted for pre-match events only.',
      ],
    },
  },
  {
    slug: 'amlpolicy',
    title: { ru: 'Политика противодействия отмыванию денег', en: 'Anti-money laundering policy' },
    body: {
      ru: [
        'BetSite не допускает использования сервиса для легализации доходов, полученных преступным путём, и финансирования терроризма.',
        'Пополнение и вывод средств возможны только с платёжных инструментов, принадлежащих владельцу аккаунта. Вывод производится тем же способом, которым был сделан депозит.',
        'Операции, вызывающие сомнения, передаются уполномоченному сотруднику и при необходимости в органы финансового мониторинга.',
        'Сотрудники компании регулярно проходят обучение по вопросам AML.',
      ],
      en: [
        'BetSite does not allow the service to be used to launder the proceeds of crime or to finance terrorism.',
        'Deposits and withdrawals are possible only with payment instruments belonging to the account holder. Withdrawals are made by the same method as the deposit.',
        'Doubtful transactions are passed to a designated officer and, if necessary, to the financial monitoring authorities.',
        'Our staff receive regular AML training.',
      ],
    },
  },
  {
    slug: 'disputeresolution',
    title: { ru: 'Разрешение споров', en: 'Dispute resolution' },
    body: {
      ru: [
        'Если вы не согласны с расчётом ставки или действием компании, направьте претензию в службу поддержки с описанием ситуации и номером ставки.',
        'Мы рассматриваем претензии в течение 10 рабочих дней и сообщаем решение письменно.',
        'Если решение вас не устроило, вы можете обратиться в комиссию саморегулируемой организации букмекеров или в суд.',
      ],
      en: [
        'If you disagree with how a bet was settled or with an action of the company, send a complaint to support describing the situation and the bet number.',
        'We consider complaints within 10 working days and give our decision in writing.',
        'If you are not satisfied with the decision, you may refer it to the commission of the bookmakers’ self-regulatory organisation or to court.',
      ],
    },
  },
  {
    slug: 'kycpolicy',
    title: { ru: 'Политика идентификации клиентов', en: 'KYC policy' },
    body: {
      ru: [
        'Каждый клиент BetSite проходит идентификацию до первого вывода средств. Один человек может иметь только один аккаунт.',
        'Мы принимаем паспорт гражданина, заграничный паспорт или водительское удостоверение. Документ должен быть действительным, а фото — чётким.',
        'Данные документов хранятся в зашифрованном виде и используются только для целей проверки.',
      ],
      en: [
        'Every BetSite customer is identified before the first withdrawal. One person may hold only one account.',
        'We accept a national passport, an international passport or a driving licence. The document must be valid and the photo sharp.',
        'Document data is stored encrypted and used only for verification.',
      ],
    },
  },
  {
    slug: 'responsiblegaming',
    title: { ru: 'Ответственная игра', en: 'Responsible gaming' },
    body: {
      ru: [
        'Ставки — это развлечение, а не способ заработка. Играйте только на те деньги, которые готовы потерять.',
        'В личном кабинете вы можете установить лимиты на депозиты, ставки и проигрыши, включить напоминание о времени в игре или самоисключиться на срок от одного дня до десяти лет.',
        'Если вы чувствуете, что теряете контроль, обратитесь в службу поддержки или к специалистам по игровой зависимости.',
        'Регистрация и игра на сайте доступны только лицам старше 18 лет.',
      ],
      en: [
        'Betting is entertainment, not a way to make money. Only play with money you can afford to lose.',
        'In your account you can set deposit, wagering and loss limits, turn on reality-check reminders, or exclude yourself for anything from one day to ten years.',
        'If you feel you are losing control, contact support or a problem-gambling specialist.',
        'Registration and play are only available to people over 18.',
      ],
    },
  },
  {
    slug: 'cash_terminals',
    title: { ru: 'Пополнение через терминалы', en: 'Cash terminals' },
    body: {
      ru: [
        'Пополнить счёт наличными можно в платёжных терминалах партнёров BetSite в торговых центрах и салонах связи.',
        'Выберите в меню терминала раздел «Развлечения», затем BetSite, введите номер аккаунта и внесите купюры. Деньги поступят на счёт в течение нескольких минут.',
        'Комиссия за пополнение не взимается. Сохраняйте чек до зачисления средств.',
      ],
      en: [
        'You can top up with cash at payment terminals of BetSite partners in shopping centres and phone shops.',
        'Choose Entertainment in the terminal menu, then BetSite, enter your account number and insert the notes. The money arrives within a few minutes.',
        'No fee is charged. Keep the receipt until the money is credited.',
      ],
    },
  },
  {
    slug: 'betting-calculator',
    title: { ru: 'Калькулятор ставок', en: 'Betting calculator' },
    body: {
      ru: [
        'Калькулятор поможет рассчитать возможный выигрыш по ординару, экспрессу или системе до того, как вы сделаете ставку.',
        'Для экспресса выигрыш равен сумме ставки, умноженной на произведение коэффициентов всех событий. Система рассчитывается как набор экспрессов заданного размера.',
        'Введите коэффициенты событий и сумму ставки — калькулятор покажет выигрыш для каждого варианта исхода.',
      ],
      en: [
        'The calculator helps you work out the potential return on a single, accumulator or system bet before you place it.',
        'For an accumulator the return is the stake multiplied by the product of all the prices. A system is settled as a set of accumulators of a given size.',
        'Enter the prices and your stake — the calculator shows the return for every combination of outcomes.',
      ],
    },
  },
];
