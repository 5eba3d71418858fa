/**
 * The FAQ set written for Nivesh: what investors ask, answered for the rules in force in 2026.
 * Where a rule has a source and a start date, the answer gives them. Reviewed against:
 * SEBI's NAV-applicability circular of 17 Sep 2020 (in force 1 Feb 2021), the Indian Stamp Act
 * amendment in force 1 Jul 2020, the Finance (No. 2) Act 2024 (capital gains from 23 Jul 2024),
 * section 50AA (debt units bought from 1 Apr 2023) and section 194K as amended from 1 Apr 2025.
 */
export interface FaqSeed {
  category: string;
  items: Array<{ q: string; a: string }>;
}

export const FAQ_SEED: FaqSeed[] = [
  {
    category: 'KYC and onboarding',
    items: [
      {
        q: 'What do I need to start investing with Nivesh?',
        a: 'Your PAN, a mobile number and email address of your own, a bank account in your name, and a photo of a cancelled cheque or a bank statement. Onboarding also asks for your address, nominee, FATCA declaration and signature. It takes about ten minutes; you can stop at any step and continue later from where you left.',
      },
      {
        q: 'What is KYC and why is it needed?',
        a: "KYC (Know Your Customer) is a one-time identity check required by SEBI for every mutual fund investor. It is recorded with a KYC Registration Agency (KRA) and shared by all fund houses, so once you are KYC compliant you do not repeat it for each fund. Nivesh looks up your PAN's KYC status when you start onboarding.",
      },
      {
        q: "My KYC status is 'On Hold' or 'Rejected'. What should I do?",
        a: "Since 2024 KRAs validate KYC records against the Income Tax Department's and UIDAI's data. A record goes On Hold when, for example, the PAN is not linked with Aadhaar or the email or mobile could not be verified. Purchases are blocked until it is fixed: link PAN with Aadhaar on the income-tax portal, or update your KYC with any KRA or fund house. Contact our support team if you need help.",
      },
      {
        q: 'Can I invest if I am an NRI?',
        a: 'Nivesh currently onboards resident individual investors. NRIs can invest in Indian mutual funds through NRE or NRO accounts, but some fund houses restrict investors from the USA and Canada, and FATCA declarations differ. Write to our support team before you start so we can tell you what is possible for your country.',
      },
      {
        q: 'Why must the bank account be in my own name?',
        a: "Fund houses do not accept third-party payments: every purchase must come from, and every redemption is paid to, a bank account registered in the investor's name. This protects you from fraud and money-laundering rules. Joint accounts work when you are one of the holders.",
      },
    ],
  },
  {
    category: 'SIPs and mandates',
    items: [
      {
        q: 'What is a SIP and how does it work?',
        a: "A Systematic Investment Plan invests a fixed amount in a fund on a chosen date every month (or another frequency). Each instalment buys units at that day's NAV, so you buy more units when prices are low and fewer when they are high. Instalments are debited through a bank mandate; you choose the amount, date and number of instalments when you register.",
      },
      {
        q: 'What is a mandate and which type should I choose?',
        a: 'A mandate authorises the exchange to debit your bank account for SIP instalments, up to a limit you set. An E-NACH mandate is authorised online with net banking or a debit card and is usually active in 2 working days (with a ₹1 verification payment); its maximum on Nivesh is ₹10,00,000. A physical NACH form is signed and uploaded and takes up to 21 working days to verify. One mandate can serve many SIPs as long as their debits stay within its limit.',
      },
      {
        q: 'What happens if a SIP instalment fails?',
        a: 'If the mandate is not yet approved, the limit is lower than the instalment, or the account lacks balance on the debit date, that instalment fails and no units are bought. Nivesh notifies you. The SIP itself continues with the next instalment; banks may charge a fee for a bounced debit. Fund houses may cancel a SIP after three consecutive failures.',
      },
      {
        q: 'Can I pay my first SIP instalment today?',
        a: "Yes. Turn on 'First order today' when adding the SIP to the cart: the first instalment is paid now by net banking or UPI, and the following ones are debited through the mandate from the start date you chose.",
      },
      {
        q: 'How do I stop or cancel a SIP?',
        a: 'Open Menu > Manage SIP, choose the SIP and press Cancel SIP, then pick a reason. A SIP can be cancelled until 2 days before its next instalment date; closer to the date, that instalment may still be debited. SWPs and STPs need 9 days. Cancelling does not sell your units; they stay invested.',
      },
      {
        q: 'Can I change the amount or date of a running SIP?',
        a: 'Not directly: exchanges do not allow a registered SIP to be modified. Cancel it and register a new SIP with the new amount or date. Units already bought are not affected.',
      },
    ],
  },
  {
    category: 'Payments and cut-offs',
    items: [
      {
        q: 'Which NAV will my purchase get?',
        a: "The NAV depends on when your money reaches the fund house (realisation), not when you place the order. For equity, debt and hybrid funds, money realised before 3:00 pm on a business day gets that day's NAV; after 3:00 pm, the next business day's NAV. This applies to every amount since 1 February 2021 (SEBI circular of 17 September 2020).",
      },
      {
        q: 'What are the cut-off times for liquid and overnight funds?',
        a: 'For liquid and overnight fund purchases the cut-off is 1:30 pm. Money realised before 1:30 pm gets the NAV of the day before the day it is used; after 1:30 pm, the NAV of the day before the next business day. Redemptions from liquid funds use a 3:00 pm cut-off.',
      },
      {
        q: 'Which payment methods can I use?',
        a: "Net banking from one of your registered banks, UPI (through the exchange's payment page), or NEFT/RTGS and cheque for larger amounts. SIP instalments after the first are debited through your mandate. The money must come from a bank account in your name.",
      },
      {
        q: 'What is the stamp duty on mutual fund purchases?',
        a: 'Since 1 July 2020 a stamp duty of 0.005% is deducted from every purchase, including SIP instalments, switch-ins and STP instalments. On ₹10,000 it is 50 paise, so ₹9,999.50 is invested. Redemptions carry no stamp duty.',
      },
      {
        q: 'My money was debited but the order shows as failed. What now?',
        a: 'If the payment failed at the exchange after your bank debited you, the bank reverses the amount automatically, usually within 3 to 5 working days. If it has not come back after 7 working days, raise a query in Customer Support with the transaction date and amount.',
      },
      {
        q: 'How long does a NEFT or cheque payment take?',
        a: 'Units are allotted only after the fund house receives the money: a NEFT or RTGS transfer usually within a few hours on a banking day, a cheque after it clears, typically 2 to 3 working days. The NAV is that of the day the money is realised. Our support team contacts you to confirm NEFT and cheque orders.',
      },
    ],
  },
  {
    category: 'Redemptions and exit loads',
    items: [
      {
        q: 'When will I receive my redemption money?',
        a: 'SEBI requires fund houses to pay within 3 working days of the redemption date. Equity funds usually pay in 2 working days, debt funds in 1 to 2, and liquid and overnight funds the next working day. The money goes to your registered default bank account. Nivesh shows the expected credit date when the redemption is processed.',
      },
      {
        q: 'What is an exit load?',
        a: "An exit load is a charge some funds deduct when you redeem or switch out within a set period, for example 1% if redeemed within 365 days. It is deducted from the proceeds and stays in the scheme. Liquid funds have a small graded load for the first 6 days. The scheme page shows each fund's exit load.",
      },
      {
        q: 'Which units are sold first when I redeem part of my holding?',
        a: 'Units leave first-in, first-out: the oldest units go first. The exit load applies only to the units that are younger than the load period on the redemption date, so a long-running SIP often redeems without any load.',
      },
      {
        q: 'Can I redeem my ELSS units?',
        a: 'Each ELSS purchase is locked for 3 years from its allotment date; for a SIP every instalment has its own 3 years. Units past their lock-in can be redeemed like any other fund; Nivesh sells only units whose lock-in has ended.',
      },
      {
        q: 'What is a switch, and is it taxed?',
        a: 'A switch moves money from one scheme to another of the same fund house. It is a redemption from the first scheme and a purchase in the second, so exit load and capital gains tax apply to the redemption, and stamp duty to the purchase.',
      },
    ],
  },
  {
    category: 'Taxes',
    items: [
      {
        q: 'How are gains on equity funds taxed?',
        a: 'For units sold on or after 23 July 2024: gains on units held more than 12 months are long-term capital gains, taxed at 12.5% on the total above ₹1.25 lakh in a financial year; gains on units held 12 months or less are short-term, taxed at 20% (Finance (No. 2) Act, 2024). Before that date the rates were 10% above ₹1 lakh and 15%. Cess and surcharge apply on top.',
      },
      {
        q: 'How are gains on debt funds taxed?',
        a: 'Units of debt funds (less than 35% in Indian equity) bought on or after 1 April 2023 are taxed at your income-tax slab rate, however long you hold them (section 50AA). Units bought before 1 April 2023 and sold on or after 23 July 2024 after more than 24 months are long-term and taxed at 12.5% without indexation; otherwise at your slab rate.',
      },
      {
        q: 'How are IDCW (dividend) payouts taxed?',
        a: 'Income distributions (IDCW) are added to your income and taxed at your slab rate. The fund house deducts TDS of 10% when your distributions from one fund house exceed ₹10,000 in a financial year (section 194K; the threshold was ₹5,000 before 1 April 2025). Growth options pay nothing out, so tax arises only when you redeem.',
      },
      {
        q: 'Does ELSS still save tax?',
        a: 'ELSS investments qualify for a deduction of up to ₹1.5 lakh a year under section 80C only if you file under the old tax regime. Under the new regime, the default since 2023-24, there is no deduction, and ELSS is an equity fund with a 3-year lock-in.',
      },
      {
        q: 'Is any tax deducted when I redeem?',
        a: 'Resident investors have no TDS on capital gains; you pay the tax when you file your return. A Securities Transaction Tax of 0.001% is deducted on redemptions of equity-oriented funds. NRIs have TDS deducted on gains at the applicable rate.',
      },
      {
        q: 'Where do I find my capital gains for my tax return?',
        a: 'Open Menu > Account Statements > Statement of Capital Gain/Loss and choose the financial year (1 April to 31 March). It lists each redemption with its purchase date, cost, sale value and whether the gain is short-term or long-term, in PDF or Excel.',
      },
    ],
  },
  {
    category: 'Statements and reports',
    items: [
      {
        q: 'Which statements can I download?',
        a: 'Menu > Account Statements offers a Portfolio Summary, a Transaction Statement, the Statement of Capital Gain/Loss, Transaction Wise Holdings and, for a family head, a Family Report. Choose a period (Today, Yesterday, Previous FY, Current FY or custom dates) and a format; the statement is generated and sent to your email.',
      },
      {
        q: 'Why does my new investment not show in my portfolio yet?',
        a: 'Units appear once the fund house allots them, after your payment is realised and the NAV of that day is published (usually the same evening, the next morning for some funds). The portfolio then updates within 2 to 3 days of the fund house processing. Until then, the order is listed under Transaction History > Processing.',
      },
      {
        q: 'What is a Consolidated Account Statement (CAS)?',
        a: 'A CAS lists all your mutual fund holdings across fund houses, and your demat holdings, in one statement. The registrars (CAMS, KFintech) and depositories (NSDL, CDSL) email it every month in which you transact, and every six months otherwise, to the email registered with your PAN.',
      },
      {
        q: 'Can I get a statement for a specific financial year?',
        a: 'Yes: choose Previous FY or Current FY for a financial year (1 April to 31 March), or Custom Date for any range. The From date must not be after the To date.',
      },
    ],
  },
  {
    category: 'Family accounts',
    items: [
      {
        q: "How do I add a family member's account?",
        a: "Open Profile > Family Members > Add New Member > Link Existing Investor. Enter the member's PAN or Nivesh account ID; an OTP goes to the mobile number registered on their account. Once they share it and you verify it, they are linked to your family and you become the head of the family.",
      },
      {
        q: 'What can the head of the family do?',
        a: "The head sees the family's combined market value, can switch into each member's portfolio to view it and transact on their behalf, can download the Family Report, and can remove members. Every order is still placed in the member's own name, from their own bank account.",
      },
      {
        q: "How do I switch to a family member's portfolio?",
        a: "Open the profile panel from the header and click the member's name ('Switch portfolio by clicking on member's name'). Everything you see then belongs to that member until you switch back.",
      },
      {
        q: 'Can a family member leave or be removed?',
        a: 'The head of the family can remove a member from Profile > Family Members after confirming. The member keeps their own account, investments and sign-in; only the link is removed.',
      },
    ],
  },
  {
    category: 'Security and your account',
    items: [
      {
        q: 'Will Nivesh ever ask me for my OTP?',
        a: 'Never. Nobody from Nivesh will call, message or email you for an OTP, password or bank details. An OTP is only for you to type into the app yourself. If someone asks for it, do not share it and report it to our support team.',
      },
      {
        q: 'Why do I need an OTP to place an order?',
        a: 'Every order is confirmed with a one-time password sent to your registered mobile and email, so nobody can transact in your name even with access to your open session. The OTP is valid for a few minutes and for that order only.',
      },
      {
        q: 'Why was I signed out?',
        a: 'For your safety a session ends after 30 minutes without activity, and in any case after 12 hours. Signing out also removes the data Nivesh kept on the device for offline reading.',
      },
      {
        q: 'How do I change my registered email or mobile number?',
        a: 'Open Profile > Personal Information > Edit. Enter the new email or mobile; an OTP is sent to the new one to prove it is yours. You will receive a notice of the change, and fund houses are updated for your folios.',
      },
    ],
  },
];
