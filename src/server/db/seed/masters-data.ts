/**
 * The onboarding masters of spec 1 §3, as Indian KYC / FATCA / CKYC forms and BSE StAR MF use them.
 * Ids are what the client sends back, so an existing id must never be renumbered: append instead.
 */
export type MasterKind =
  | 'BankAccountType'
  | 'City'
  | 'Country'
  | 'States'
  | 'Relation'
  | 'Occupation'
  | 'Income_tax_slab'
  | 'Source_of_wealth'
  | 'poltical_exposed'
  | 'Marrital_Status'
  | 'Sex'
  | 'Frequency';

export interface MasterRow {
  id: number;
  name: string;
  extra?: Record<string, string | number>;
}

/** India; spec 1 §9: "Default country value 1". */
export const DEFAULT_COUNTRY_ID = 1;

type StateType = 'State' | 'Union Territory';
const S: StateType = 'State';
const UT: StateType = 'Union Territory';

// Alphabetical; ids are the positions (1..36). Codes are the current ISO 3166-2:IN / vehicle codes.
const STATE_LIST: readonly (readonly [code: string, name: string, type: StateType])[] = [
  ['AN', 'Andaman and Nicobar Islands', UT], ['AP', 'Andhra Pradesh', S], ['AR', 'Arunachal Pradesh', S],
  ['AS', 'Assam', S], ['BR', 'Bihar', S], ['CH', 'Chandigarh', UT], ['CG', 'Chhattisgarh', S],
  ['DH', 'Dadra and Nagar Haveli and Daman and Diu', UT], ['DL', 'Delhi', UT], ['GA', 'Goa', S],
  ['GJ', 'Gujarat', S], ['HR', 'Haryana', S], ['HP', 'Himachal Pradesh', S], ['JK', 'Jammu and Kashmir', UT],
  ['JH', 'Jharkhand', S], ['KA', 'Karnataka', S], ['KL', 'Kerala', S], ['LA', 'Ladakh', UT],
  ['LD', 'Lakshadweep', UT], ['MP', 'Madhya Pradesh', S], ['MH', 'Maharashtra', S], ['MN', 'Manipur', S],
  ['ML', 'Meghalaya', S], ['MZ', 'Mizoram', S], ['NL', 'Nagaland', S], ['OD', 'Odisha', S],
  ['PY', 'Puducherry', UT], ['PB', 'Punjab', S], ['RJ', 'Rajasthan', S], ['SK', 'Sikkim', S],
  ['TN', 'Tamil Nadu', S], ['TG', 'Telangana', S], ['TR', 'Tripura', S], ['UP', 'Uttar Pradesh', S],
  ['UK', 'Uttarakhand', S], ['WB', 'West Bengal', S],
];

const STATES: readonly MasterRow[] = STATE_LIST.map(([code, name, type], i) => ({
  id: i + 1,
  name,
  extra: { code, type },
}));

// Every capital plus the cities above roughly five lakh people, and a few large district towns.
// Renamed cities carry the old name in brackets so that either can be found by search.
const CITIES_BY_STATE: Readonly<Record<string, readonly string[]>> = {
  AN: ['Sri Vijaya Puram (Port Blair)'],
  AP: ['Amaravati', 'Visakhapatnam', 'Vijayawada', 'Guntur', 'Nellore', 'Kurnool', 'Rajamahendravaram (Rajahmundry)',
    'Kakinada', 'Tirupati', 'Kadapa', 'Anantapur', 'Eluru', 'Ongole', 'Vizianagaram', 'Chittoor', 'Srikakulam',
    'Machilipatnam'],
  AR: ['Itanagar', 'Naharlagun', 'Pasighat'],
  AS: ['Dispur', 'Guwahati', 'Silchar', 'Dibrugarh', 'Jorhat', 'Nagaon', 'Tezpur', 'Tinsukia'],
  BR: ['Patna', 'Gaya', 'Bhagalpur', 'Muzaffarpur', 'Darbhanga', 'Purnia', 'Arrah', 'Begusarai', 'Bihar Sharif',
    'Katihar', 'Munger', 'Chhapra'],
  CH: ['Chandigarh'],
  CG: ['Raipur', 'Nava Raipur', 'Bhilai', 'Durg', 'Bilaspur', 'Korba', 'Rajnandgaon', 'Raigarh', 'Jagdalpur'],
  DH: ['Daman', 'Diu', 'Silvassa'],
  DL: ['New Delhi', 'Delhi'],
  GA: ['Panaji', 'Margao', 'Vasco da Gama', 'Mapusa', 'Ponda'],
  GJ: ['Gandhinagar', 'Ahmedabad', 'Surat', 'Vadodara', 'Rajkot', 'Bhavnagar', 'Jamnagar', 'Junagadh', 'Anand',
    'Nadiad', 'Bharuch', 'Navsari', 'Vapi', 'Valsad', 'Morbi', 'Gandhidham', 'Mehsana', 'Porbandar',
    'Surendranagar'],
  HR: ['Faridabad', 'Gurugram', 'Panipat', 'Ambala', 'Yamunanagar', 'Rohtak', 'Hisar', 'Karnal', 'Sonipat',
    'Panchkula', 'Bhiwani', 'Sirsa', 'Bahadurgarh', 'Jind', 'Kurukshetra', 'Rewari'],
  HP: ['Shimla', 'Dharamshala', 'Mandi', 'Solan', 'Kullu'],
  JK: ['Srinagar', 'Jammu', 'Anantnag', 'Baramulla', 'Udhampur', 'Kathua', 'Sopore'],
  JH: ['Ranchi', 'Jamshedpur', 'Dhanbad', 'Bokaro Steel City', 'Deoghar', 'Hazaribagh', 'Giridih', 'Ramgarh',
    'Dumka'],
  KA: ['Bengaluru', 'Mysuru', 'Hubballi', 'Dharwad', 'Mangaluru', 'Belagavi', 'Kalaburagi', 'Davanagere',
    'Ballari', 'Vijayapura', 'Shivamogga', 'Tumakuru', 'Raichur', 'Bidar', 'Udupi', 'Hassan', 'Hosapete',
    'Mandya', 'Chitradurga', 'Kolar'],
  KL: ['Thiruvananthapuram', 'Kochi', 'Kozhikode', 'Thrissur', 'Kollam', 'Kannur', 'Malappuram', 'Palakkad',
    'Alappuzha', 'Kottayam'],
  LA: ['Leh', 'Kargil'],
  LD: ['Kavaratti'],
  MP: ['Bhopal', 'Indore', 'Jabalpur', 'Gwalior', 'Ujjain', 'Sagar', 'Dewas', 'Satna', 'Ratlam', 'Rewa', 'Katni',
    'Singrauli', 'Burhanpur', 'Khandwa', 'Morena', 'Bhind', 'Chhindwara', 'Guna', 'Shivpuri', 'Vidisha'],
  MH: ['Mumbai', 'Pune', 'Nagpur', 'Thane', 'Nashik', 'Chhatrapati Sambhajinagar (Aurangabad)', 'Solapur',
    'Navi Mumbai', 'Kalyan-Dombivli', 'Vasai-Virar', 'Pimpri-Chinchwad', 'Bhiwandi', 'Amravati', 'Kolhapur',
    'Sangli', 'Malegaon', 'Jalgaon', 'Akola', 'Latur', 'Dhule', 'Ahilyanagar (Ahmednagar)', 'Chandrapur',
    'Parbhani', 'Ichalkaranji', 'Jalna', 'Mira-Bhayandar', 'Ulhasnagar', 'Panvel', 'Nanded', 'Satara',
    'Ratnagiri', 'Wardha'],
  MN: ['Imphal', 'Thoubal'],
  ML: ['Shillong', 'Tura'],
  MZ: ['Aizawl', 'Lunglei'],
  NL: ['Kohima', 'Dimapur'],
  OD: ['Bhubaneswar', 'Cuttack', 'Rourkela', 'Berhampur', 'Sambalpur', 'Puri', 'Balasore', 'Bhadrak', 'Baripada'],
  PY: ['Puducherry', 'Karaikal', 'Mahe', 'Yanam'],
  PB: ['Ludhiana', 'Amritsar', 'Jalandhar', 'Patiala', 'Bathinda', 'Mohali (SAS Nagar)', 'Hoshiarpur',
    'Pathankot', 'Moga', 'Batala', 'Abohar', 'Phagwara', 'Firozpur', 'Kapurthala'],
  RJ: ['Jaipur', 'Jodhpur', 'Kota', 'Bikaner', 'Ajmer', 'Udaipur', 'Bhilwara', 'Alwar', 'Bharatpur', 'Sikar',
    'Sri Ganganagar', 'Pali', 'Tonk', 'Kishangarh', 'Beawar', 'Hanumangarh', 'Jhunjhunu', 'Chittorgarh'],
  SK: ['Gangtok', 'Namchi'],
  TN: ['Chennai', 'Coimbatore', 'Madurai', 'Tiruchirappalli', 'Salem', 'Tiruppur', 'Erode', 'Tirunelveli',
    'Vellore', 'Thoothukudi', 'Thanjavur', 'Dindigul', 'Nagercoil', 'Hosur', 'Kanchipuram', 'Karur',
    'Kumbakonam', 'Cuddalore', 'Tiruvannamalai', 'Avadi', 'Tambaram'],
  TG: ['Hyderabad', 'Secunderabad', 'Warangal', 'Nizamabad', 'Karimnagar', 'Khammam', 'Ramagundam',
    'Mahabubnagar', 'Nalgonda', 'Adilabad', 'Siddipet'],
  TR: ['Agartala', 'Dharmanagar'],
  UP: ['Lucknow', 'Kanpur', 'Ghaziabad', 'Agra', 'Varanasi', 'Meerut', 'Prayagraj (Allahabad)', 'Bareilly',
    'Aligarh', 'Moradabad', 'Saharanpur', 'Gorakhpur', 'Noida', 'Greater Noida', 'Firozabad', 'Jhansi',
    'Muzaffarnagar', 'Mathura', 'Ayodhya', 'Rampur', 'Shahjahanpur', 'Farrukhabad', 'Mau', 'Hapur', 'Etawah',
    'Mirzapur', 'Bulandshahr', 'Sambhal', 'Amroha', 'Raebareli', 'Orai', 'Unnao', 'Jaunpur', 'Sitapur',
    'Budaun', 'Loni'],
  UK: ['Dehradun', 'Haridwar', 'Roorkee', 'Haldwani', 'Rudrapur', 'Kashipur', 'Rishikesh', 'Nainital'],
  WB: ['Kolkata', 'Howrah', 'Asansol', 'Siliguri', 'Durgapur', 'Bardhaman', 'Kharagpur', 'Haldia',
    'English Bazar (Malda)', 'Baharampur', 'Krishnanagar', 'Bidhannagar', 'Darjeeling'],
};

// A city's id is its state id × 1000 plus its place in the state's list, so adding a city to one
// state never renumbers another state's cities. The list itself is shown alphabetically.
const CITIES: readonly MasterRow[] = STATES.flatMap((state) =>
  (CITIES_BY_STATE[String(state.extra?.code)] ?? []).map((name, i) => ({
    id: state.id * 1000 + i + 1,
    name,
    extra: { state_id: state.id },
  })),
).sort((a, b) => a.name.localeCompare(b.name, 'en'));

// ISO 3166-1 alpha-2, ASCII names as KYC forms print them; India first, the rest alphabetical.
const COUNTRY_LIST: readonly (readonly [iso2: string, name: string])[] = [
  ['IN', 'India'],
  ['AF', 'Afghanistan'], ['AX', 'Aland Islands'], ['AL', 'Albania'], ['DZ', 'Algeria'], ['AS', 'American Samoa'],
  ['AD', 'Andorra'], ['AO', 'Angola'], ['AI', 'Anguilla'], ['AQ', 'Antarctica'], ['AG', 'Antigua and Barbuda'],
  ['AR', 'Argentina'], ['AM', 'Armenia'], ['AW', 'Aruba'], ['AU', 'Australia'], ['AT', 'Austria'],
  ['AZ', 'Azerbaijan'], ['BS', 'Bahamas'], ['BH', 'Bahrain'], ['BD', 'Bangladesh'], ['BB', 'Barbados'],
  ['BY', 'Belarus'], ['BE', 'Belgium'], ['BZ', 'Belize'], ['BJ', 'Benin'], ['BM', 'Bermuda'], ['BT', 'Bhutan'],
  ['BO', 'Bolivia'], ['BQ', 'Bonaire, Sint Eustatius and Saba'], ['BA', 'Bosnia and Herzegovina'],
  ['BW', 'Botswana'], ['BV', 'Bouvet Island'], ['BR', 'Brazil'], ['IO', 'British Indian Ocean Territory'],
  ['BN', 'Brunei Darussalam'], ['BG', 'Bulgaria'], ['BF', 'Burkina Faso'], ['BI', 'Burundi'], ['CV', 'Cabo Verde'],
  ['KH', 'Cambodia'], ['CM', 'Cameroon'], ['CA', 'Canada'], ['KY', 'Cayman Islands'],
  ['CF', 'Central African Republic'], ['TD', 'Chad'], ['CL', 'Chile'], ['CN', 'China'], ['CX', 'Christmas Island'],
  ['CC', 'Cocos (Keeling) Islands'], ['CO', 'Colombia'], ['KM', 'Comoros'], ['CG', 'Congo'],
  ['CD', 'Congo, Democratic Republic of the'], ['CK', 'Cook Islands'], ['CR', 'Costa Rica'],
  ['CI', "Cote d'Ivoire"], ['HR', 'Croatia'], ['CU', 'Cuba'], ['CW', 'Curacao'], ['CY', 'Cyprus'],
  ['CZ', 'Czechia'], ['DK', 'Denmark'], ['DJ', 'Djibouti'], ['DM', 'Dominica'], ['DO', 'Dominican Republic'],
  ['EC', 'Ecuador'], ['EG', 'Egypt'], ['SV', 'El Salvador'], ['GQ', 'Equatorial Guinea'], ['ER', 'Eritrea'],
  ['EE', 'Estonia'], ['SZ', 'Eswatini'], ['ET', 'Ethiopia'], ['FK', 'Falkland Islands (Malvinas)'],
  ['FO', 'Faroe Islands'], ['FJ', 'Fiji'], ['FI', 'Finland'], ['FR', 'France'], ['GF', 'French Guiana'],
  ['PF', 'French Polynesia'], ['TF', 'French Southern Territories'], ['GA', 'Gabon'], ['GM', 'Gambia'],
  ['GE', 'Georgia'], ['DE', 'Germany'], ['GH', 'Ghana'], ['GI', 'Gibraltar'], ['GR', 'Greece'],
  ['GL', 'Greenland'], ['GD', 'Grenada'], ['GP', 'Guadeloupe'], ['GU', 'Guam'], ['GT', 'Guatemala'],
  ['GG', 'Guernsey'], ['GN', 'Guinea'], ['GW', 'Guinea-Bissau'], ['GY', 'Guyana'], ['HT', 'Haiti'],
  ['HM', 'Heard Island and McDonald Islands'], ['VA', 'Holy See'], ['HN', 'Honduras'], ['HK', 'Hong Kong'],
  ['HU', 'Hungary'], ['IS', 'Iceland'], ['ID', 'Indonesia'], ['IR', 'Iran'], ['IQ', 'Iraq'], ['IE', 'Ireland'],
  ['IM', 'Isle of Man'], ['IL', 'Israel'], ['IT', 'Italy'], ['JM', 'Jamaica'], ['JP', 'Japan'], ['JE', 'Jersey'],
  ['JO', 'Jordan'], ['KZ', 'Kazakhstan'], ['KE', 'Kenya'], ['KI', 'Kiribati'],
  ['KP', "Korea, Democratic People's Republic of"], ['KR', 'Korea, Republic of'], ['KW', 'Kuwait'],
  ['KG', 'Kyrgyzstan'], ['LA', "Lao People's Democratic Republic"], ['LV', 'Latvia'], ['LB', 'Lebanon'],
  ['LS', 'Lesotho'], ['LR', 'Liberia'], ['LY', 'Libya'], ['LI', 'Liechtenstein'], ['LT', 'Lithuania'],
  ['LU', 'Luxembourg'], ['MO', 'Macao'], ['MG', 'Madagascar'], ['MW', 'Malawi'], ['MY', 'Malaysia'],
  ['MV', 'Maldives'], ['ML', 'Mali'], ['MT', 'Malta'], ['MH', 'Marshall Islands'], ['MQ', 'Martinique'],
  ['MR', 'Mauritania'], ['MU', 'Mauritius'], ['YT', 'Mayotte'], ['MX', 'Mexico'], ['FM', 'Micronesia'],
  ['MD', 'Moldova'], ['MC', 'Monaco'], ['MN', 'Mongolia'], ['ME', 'Montenegro'], ['MS', 'Montserrat'],
  ['MA', 'Morocco'], ['MZ', 'Mozambique'], ['MM', 'Myanmar'], ['NA', 'Namibia'], ['NR', 'Nauru'], ['NP', 'Nepal'],
  ['NL', 'Netherlands'], ['NC', 'New Caledonia'], ['NZ', 'New Zealand'], ['NI', 'Nicaragua'], ['NE', 'Niger'],
  ['NG', 'Nigeria'], ['NU', 'Niue'], ['NF', 'Norfolk Island'], ['MK', 'North Macedonia'],
  ['MP', 'Northern Mariana Islands'], ['NO', 'Norway'], ['OM', 'Oman'], ['PK', 'Pakistan'], ['PW', 'Palau'],
  ['PS', 'Palestine, State of'], ['PA', 'Panama'], ['PG', 'Papua New Guinea'], ['PY', 'Paraguay'], ['PE', 'Peru'],
  ['PH', 'Philippines'], ['PN', 'Pitcairn'], ['PL', 'Poland'], ['PT', 'Portugal'], ['PR', 'Puerto Rico'],
  ['QA', 'Qatar'], ['RE', 'Reunion'], ['RO', 'Romania'], ['RU', 'Russian Federation'], ['RW', 'Rwanda'],
  ['BL', 'Saint Barthelemy'], ['SH', 'Saint Helena, Ascension and Tristan da Cunha'],
  ['KN', 'Saint Kitts and Nevis'], ['LC', 'Saint Lucia'], ['MF', 'Saint Martin (French part)'],
  ['PM', 'Saint Pierre and Miquelon'], ['VC', 'Saint Vincent and the Grenadines'], ['WS', 'Samoa'],
  ['SM', 'San Marino'], ['ST', 'Sao Tome and Principe'], ['SA', 'Saudi Arabia'], ['SN', 'Senegal'],
  ['RS', 'Serbia'], ['SC', 'Seychelles'], ['SL', 'Sierra Leone'], ['SG', 'Singapore'],
  ['SX', 'Sint Maarten (Dutch part)'], ['SK', 'Slovakia'], ['SI', 'Slovenia'], ['SB', 'Solomon Islands'],
  ['SO', 'Somalia'], ['ZA', 'South Africa'], ['GS', 'South Georgia and the South Sandwich Islands'],
  ['SS', 'South Sudan'], ['ES', 'Spain'], ['LK', 'Sri Lanka'], ['SD', 'Sudan'], ['SR', 'Suriname'],
  ['SJ', 'Svalbard and Jan Mayen'], ['SE', 'Sweden'], ['CH', 'Switzerland'], ['SY', 'Syrian Arab Republic'],
  ['TW', 'Taiwan'], ['TJ', 'Tajikistan'], ['TZ', 'Tanzania'], ['TH', 'Thailand'], ['TL', 'Timor-Leste'],
  ['TG', 'Togo'], ['TK', 'Tokelau'], ['TO', 'Tonga'], ['TT', 'Trinidad and Tobago'], ['TN', 'Tunisia'],
  ['TR', 'Turkiye'], ['TM', 'Turkmenistan'], ['TC', 'Turks and Caicos Islands'], ['TV', 'Tuvalu'],
  ['UG', 'Uganda'], ['UA', 'Ukraine'], ['AE', 'United Arab Emirates'], ['GB', 'United Kingdom'],
  ['UM', 'United States Minor Outlying Islands'], ['US', 'United States of America'], ['UY', 'Uruguay'],
  ['UZ', 'Uzbekistan'], ['VU', 'Vanuatu'], ['VE', 'Venezuela'], ['VN', 'Viet Nam'],
  ['VG', 'Virgin Islands (British)'], ['VI', 'Virgin Islands (U.S.)'], ['WF', 'Wallis and Futuna'],
  ['EH', 'Western Sahara'], ['YE', 'Yemen'], ['ZM', 'Zambia'], ['ZW', 'Zimbabwe'],
];

const COUNTRIES: readonly MasterRow[] = COUNTRY_LIST.map(([iso2, name], i) => ({
  id: i + 1,
  name,
  extra: { iso2 },
}));

/** Rows whose id is a BSE / CKYC numeric code; `code` keeps the two-digit form the exchange files use. */
const coded = (rows: readonly (readonly [id: number, name: string])[]): MasterRow[] =>
  rows.map(([id, name]) => ({ id, name, extra: { code: String(id).padStart(2, '0') } }));

const named = (names: readonly string[]): MasterRow[] => names.map((name, i) => ({ id: i + 1, name }));

export const MASTERS: Record<MasterKind, readonly MasterRow[]> = {
  BankAccountType: [
    { id: 1, name: 'Savings', extra: { code: 'SB' } },
    { id: 2, name: 'Current', extra: { code: 'CB' } },
    { id: 3, name: 'NRE', extra: { code: 'NE' } },
    { id: 4, name: 'NRO', extra: { code: 'NO' } },
  ],
  City: CITIES,
  Country: COUNTRIES,
  States: STATES,
  Relation: named([
    'Father', 'Mother', 'Spouse', 'Son', 'Daughter', 'Brother', 'Sister', 'Grandfather', 'Grandmother',
    'Grandson', 'Granddaughter', 'Father-in-law', 'Mother-in-law', 'Son-in-law', 'Daughter-in-law',
    'Brother-in-law', 'Sister-in-law', 'Uncle', 'Aunt', 'Nephew', 'Niece', 'Friend', 'Others',
  ]),
  // BSE FATCA occupation codes; the onboarding UI adds its own "Please select" item.
  Occupation: coded([
    [1, 'Business'], [2, 'Services'], [3, 'Professional'], [4, 'Agriculturist'], [5, 'Retired'],
    [6, 'Housewife'], [7, 'Student'], [8, 'Others'], [9, 'Doctor'], [41, 'Private Sector Service'],
    [42, 'Public Sector Service'], [43, 'Forex Dealer'], [44, 'Government Service'],
    [99, 'Unknown / Not Applicable'],
  ]),
  // BSE FATCA INC_SLAB codes.
  Income_tax_slab: coded([
    [31, 'Below 1 Lakh'], [32, '1 - 5 Lakh'], [33, '5 - 10 Lakh'], [34, '10 - 25 Lakh'],
    [35, '25 Lakh - 1 Crore'], [36, 'Above 1 Crore'],
  ]),
  // BSE FATCA SRCE_WEALT codes.
  Source_of_wealth: coded([
    [1, 'Salary'], [2, 'Business Income'], [3, 'Gift'], [4, 'Ancestral Property'], [5, 'Rental Income'],
    [6, 'Prize Money'], [7, 'Royalty'], [8, 'Others'],
  ]),
  // PEP_FLAG is sent as the letter; spec 1 §2 defaults the radio to N.
  poltical_exposed: [
    { id: 1, name: 'Politically Exposed Person', extra: { code: 'Y' } },
    { id: 2, name: 'Not a Politically Exposed Person', extra: { code: 'N' } },
    { id: 3, name: 'Related to a Politically Exposed Person', extra: { code: 'R' } },
  ],
  Marrital_Status: named(['Married', 'Unmarried', 'Divorced', 'Widowed', 'Others']),
  // Spec 1 §9: 282 male, 283 female; `code` is the exchange's gender letter.
  Sex: [
    { id: 282, name: 'Male', extra: { code: 'M' } },
    { id: 283, name: 'Female', extra: { code: 'F' } },
    { id: 284, name: 'Others', extra: { code: 'O' } },
  ],
  // Spec 2: value 1 is the frequency with an SIP end day (excluded at first); goal SIPs use 3.
  // Listed shortest period first; `code` is the exchange's SIP frequency type.
  Frequency: (
    [
      [1, 'Daily', 'DAILY'], [2, 'Weekly', 'WEEKLY'], [5, 'Fortnightly', 'FORTNIGHTLY'],
      [3, 'Monthly', 'MONTHLY'], [4, 'Quarterly', 'QUARTERLY'], [6, 'Half Yearly', 'HALF YEARLY'],
      [7, 'Annually', 'ANNUALLY'],
    ] as const
  ).map(([id, name, code]) => ({ id, name, extra: { code } })),
};
