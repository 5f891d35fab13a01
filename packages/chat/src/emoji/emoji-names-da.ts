// Generated from emojibase-data@17.0.0 (da, CLDR annotations) by emoji-data.test.ts (vitest -u). Do not edit.
// One line per emoji of EMOJI_GROUPS, in the same order: "label|words", lower case. Loaded
// lazily by the picker for the reader's language (see loadEmojiNames in emoji-catalog.ts).
export const EMOJI_NAMES = `grinende ansigt|glad smilende smiley
grinende ansigt med store øjne|glad smiler åben mund
grinende ansigt med smilende øjne|glad smiley smileøjne
strålende ansigt med smilende øjne|glad grinende smiley tandsmil tænder
grinende ansigt med lukkede øjne|glad grineren hahaha lol morsomt sjovt smil stort åben mund
grinende ansigt med sveddråbe|lettet smilende åben mund og koldsved stresset
ruller rundt på gulvet af grin|ansigt griner græder hahaha hylende morsomt ler lol sjovt
ansigt med glædestårer|glad grineren græder af hahaha hylende morsomt lol sjov tårer
let smilende ansigt|
omvendt ansigt|på hovedet
smeltende ansigt|flov flydende forsvinde haha lol opløse berørt pinligt sarkasme sarkastisk smelter varme
blinkende ansigt|der blinker med øjet flirt
smilende ansigt og øjne|med smileøjne
smilende ansigt med glorie|engel uskyldig
smilende ansigt med tre hjerter|elsker forelsket forgude kærlighed være lun på
smilende ansigt med hjerteøjne|forelsket hjerter kærlighed
benovet|ansigt fantastisk leende stjerne øjne
kyssende ansigt|sender
kysseansigt|ansigt kysser
smilende ansigt|afslappet tilpas
kysseansigt med lukkede øjne|ansigt
kysseansigt med smilende øjne|ansigt
smilende ansigt med tåre|glad lettet rørt smiley stolt taknemmelig
nydende ansigt|god mad lækkert mæt smil sulten
ansigt med tungen ude|række
ansigt med tungen ude og blinkende øje|drille række
skørt ansigt|fjoget fjollet lille stort øje
ansigt med tungen ude og sammenknebne øjne|rækker
ansigt med dollartegn|mund penge
krammende ansigt|knuser
ansigt med hånd over munden|fnis hihi overrasket ups
ansigt med åbne øjne og hånden over munden|bange chokeret du godeste forbavselse forbavset forbløffelse forbløffet gisper omg overraskelse pinlig stille ti ærefrygt
ansigt, der smugkigger|angst bange fascineret flov gemme genert kigge frem ud pinlig skjule stirre
tyssende ansigt|shh stille
tænkende ansigt|hmm spekulerer tanker tænker
ansigt, der gør honnør|gøre held og lykke hilsen frue frøken hr javel militær ok respekt solskin
ansigt med lynlåsmund|hemmelighed mund lukket siger intet stille tavs
ansigt med løftet øjenbryn|elevatorblik hmm hævet løftede mistro overrasket skepsis skeptisk
neutralt ansigt|ikke sjovt ingen kommentar pokeransigt udtryksløst uimponeret
udtryksløst ansigt|ikke glad ingen kommentar nej pokeransigt uimponeret whatever wtf
ansigt uden mund|stille tavs
stiplet linje ansigt|deprimeret forsvinde gemme introvert meget ligeglad skjule skjult tja usynlig whatever
ansigt i sky|fraværende hovedet skyerne tåget ukoncentreret
ansigt med smørret grin|
uimponeret ansigt|ikke glad sur whatever
ansigt med rullende øjne|det hvide ud af øjnene okay så
sammenbidt ansigt|lave grimasse
udåndende ansigt|ekshalerende fløjt hvisken lettelse pift pyha smiley udmattet udånding ånde
løgneransigt|ansigt lang næse lyver pinocchio
rystende ansigt|chok jordskælv omg overraskelse panik ryster skør vibrerer wow
ryster på hovedet vandret|hovedrysten nej
ryster på hovedet lodret|ja nikke
lettet ansigt|fred lettelse ro
eftertænksomt ansigt|nedslået
søvnigt ansigt|dyb græder ked af det træt
savlende ansigt|savler
sovende ansigt|godnat sengetid søvnig træt zzz
ansigt med poser under øjnene|søvnig træt udmattet
ansigt med mundbind|doktor forkølet læge maske syg
ansigt med termometer|syg
ansigt med bandage|skade smerte
ansigt med kvalme|bræk kaste opkast syg
ansigt, der kaster op|ad brække sig knække opkast ulækkert
nysende ansigt|forkølet lommetørklæde nyser prosit pudser næse sygdom
svedende ansigt|feber hedeslag rød i hovedet varm
frysende ansigt|blåfrossen forfrysning istap kold
ørt ansigt|beruset bølget mund fuld småfuld svimmel uens øjne
svimmelt ansigt|ør
ansigt med spiraløjne|hypnose hypnotiseret problemer svimmel
hoved, der eksploderer|chokeret no way overrasket what
ansigt med cowboyhat|cowgirl
festansigt|fejring fødselsdag hat hurra højt humør nytår tillykke truthorn
maske|ansigt briller maskeret moustache næse overskæg spion udklædning øjenbryn
smilende ansigt med solbriller|cool sej
nørdansigt|ansigt briller ekspert fjollet intelligent klog smiley talentfuld
ansigt med monokel|gammeldags rig skeptisk
forvirret ansigt|ikke sikker undskyld utilfreds
ansigt med skrå mund|forvirret forvirring frustration frustreret meget ligeglad nåh skeptisk skuffet tja tvivl uimponeret usikker
bekymret ansigt|bekymring trist
lidt trist ansigt|ked af det
trist ansigt|ked af det sur
ansigt med åben mund|chokeret måbe overrasket ubegribeligt utroligt wow
tavst ansigt|forbavset overrasket stille
overrasket ansigt|chokeret omg wow åh nej
rødmende ansigt|omtumlet røde kinder ør
bønfaldende ansigt|barmhjertighed bede hundeøjne trygle
ansigt, der holder tårer tilbage|beundre beundring flov følelser glædestårer græde ked af det modstå nårh pinligt stolt så er du sød taknemmelighed tristhed
måbende ansigt med åben mund|overrasket
forpint ansigt|lider overrasket smerte utilfreds
bange ansigt|bekymret frygt åh nej
ansigt med åben mund og koldsved|blå i ansigtet
skuffet men lettet ansigt|ked nervøs puha tæt på
grædende ansigt|ked af det tårer
stortudende ansigt|græde hulke ulykkelig
skrigende ansigt|angst skriget
forbistret ansigt|forbandet forvirret frustreret ked af det vred
stædigt ansigt|hovedpine koncentration udholdenhed
skuffet ansigt|ked af det trist
ansigt med koldsved|bange ked nervøs
udmattet ansigt|græde nej trist udkørt ulykkelig
træt ansigt|fortvivlet gabe nyse
gabende ansigt|godnat i seng kedeligt søvnig træt uinteresseret zzzz
fnysende ansigt|hånligt jeg vandt rasende sur vred
surt ansigt|rasende rød vredt
vredt ansigt|
ansigt med symboler på munden|bandeord svovle
glad lilla djævel|fantasi griner smilende
sur lilla djævel|dæmon horn
kranium|dødningehoved kranie
kranium og korslagte knogler|dødningehoved kranie monster
bæ|bunke dynge lort
klovneansigt|ansigt
uhyre|djævel maske monster trold
ånd|ansigt maske monster vred
spøgelse|ansigt eventyr fantasi farlig fjollet gespenst halloween monster væsen
rumvæsen|ufo
alien-monster|rummet rumvæsen ufo
robot|ansigt monster robotansigt
smilende kat|dyr glad
grinende kat|dyr
kat med glædestårer|græder af grin
glad kat med hjerteøjne|smiler
kat med ironisk smil|dyr
kyssende kat|dyr kysser
overrasket kat|chokeret dyr
grædende kat|græder
sur kat|dyr kattehoved surmulende
ikke se|dyr glemt hemmelighed pinlig skjule tre vise aber
ikke høre|dyr hemmelighed lytter tre vise aber
ikke tale|dyr hemmelighed tre vise aber
kærlighedsbrev|brev med hjerte kærestebrev
hjerte med pil|amor følelser kærlighed
hjerte med bånd|følelser kærlighed romantik
hjerte med stjerner|funkle følelser kærlighed
voksende hjerte|følelser kærlighed nervøs
bankende hjerte|kærlighed romantik
roterende hjerter|følelser kærlighed
to hjerter|kærlighed romantik
hjertedekoration|lilla
hjerte som udråbstegn|tegnsætning
knust hjerte|itu ked af det kærlighed ulykkelig
brændende hjerte|kærlighed med ild passion
helende hjerte|bedring plaster på rask sundere
rødt hjerte|følelse kærlighed
lyserødt hjerte|elsker følelse kærlighed nuttet synes om særligt sødt
orange hjerte|følelser
gult hjerte|følelser
grønt hjerte|følelser
blåt hjerte|følelser
lyseblåt hjerte|cyan elsker følelse grønblå himmelblå nuttet særligt
violet hjerte|følelser
brunt hjerte|
sort hjerte|ondskab ondt
gråt hjerte|elsker følelse skifer særligt sølv
hvidt hjerte|
læbeaftryk|kys læber romantik sexy
100 point|alle rigtige hundrede perfekt rigtigt
vrede|følelse tegn for
kollision|bombe eksplosion følelser kollisionstegn
svimmel|følelser se stjerner stjerneskud
sveddråber|dråber følelser vanddråber
smutter|er løbet følelser løber væk røg sky
hul|sort
taleboble|
øje i taleboble|se vidne
taleboble til venstre|dialog snak
vred taleboble til højre|ballon boble udråb
tankeboble|
søvnig|følelse godnat kedeligt sengetid snorke sove træt
vinker|farvel hallo hej hilsen hånd ses
løftet håndryg|bagside af
hånd med spredte fingre|krop stop
løftet hånd|high five hævet krop stop
vulcan-hilsen|finger hånd krop
hånd til højre|give holde håndtryk nå ud rækkevidde
hånd til venstre|give holde håndtryk nå ud rækkevidde
håndflade nedad|afslå afvise genne væk samle op tabe tabt tage
håndflade opad|fortæl mig holde kom lokke løfte tilbud tilbyde ved ikke
hånd skubber mod venstre|afslå blokere highfive nægte stop vent
hånd skubber mod højre|afslå blokere highfive nægte stop vent
ok-tegn|aftale fino forstået godt i orden håndtegn okay perfekt super
samlede fingre|gestus håndtegn kom nu sammenknebne sarkastisk udspørge
lidt vist med tommel- og pegefinger|en smule fingre hånd lille mængde nive tommelfinger
v-tegn|fred sejr yeah
krydsede fingre|held og lykke håb hånd krop krydser
krydset pegefinger og tommelfinger|3 dyrt elsker hjerte hånd knips kærlighed penge
elsker dig-gestus|håndtegn tre fingre
djævletegn|finger fingre heavy metal hånd rock
ring til mig-hånd|krop opringning ringer telefonhånd
peger mod venstre|finger til pegefinger
peger mod højre|finger til pegefinger
peger opad|finger pegefinger
langefinger|fuck hånd krop
peger nedad|finger pegefinger
rækker finger op|hånd krop pegefinger
peger på seeren|dig finger hånd pegefinger
tommelfinger op|forstået godt håndtegn ja okay super up yes
tommelfinger ned|dårligt håndtegn ikke okay nedstemt nej
løftet knytnæve|hånd knyttet slå solidaritet
knytnæve|hånd knyttet
venstrevendt knytnæve|hånd knyttet mod
højrevendt knytnæve|hånd knyttet mod
klappende hænder|applaus bifald klapper klapsalve
løftede hænder|begge oppe hurra hænderne over hovedet juhu
hjertehænder|3 elsker dig jer hænder kærlighed
åbne hænder|håndtegn tegn
håndflader samlet og løftet|bede bøn ønske
håndtryk|aftale enighed hilsen hænder mødes
foldede hænder|bede bøn high five namaste namasté tak
skrivende hånd|
neglelak|hånd kosmetik manicure
selfie|arm foto kamera mobiltelefon tager selfies telefon
armmuskler|biceps bodybuilder bodybuilding flex muskel stærk vægtløfter
mekanisk arm|handicap protese
mekanisk ben|handicap protese
ben|halte humpe knæ sparke
fod|ankel sparke trampe
øre|høre krop lyd lytte
øre med høreapparat|tilgængelighed
næse|ansigt dufte krop lugte
hjerne|intelligent
hjerte|blodomløb hjerteklap hjertekule hjerteslag organ puls rigtigt rød
lunger|indånding krop organ respiration trække vejret udånding vejrtrækning åndedræt
tand|tandlæge
knogle|hund kødben skelet
øjne|ansigt se
øje|krop
tunge|krop slikke smage
mund|krop kys læber læbestift
bider i læben|angst bange bekymret bekymring flirte kysse læbestift nervøs sexet utryg
baby|barn dreng menneske nyfødt
barn|ungt menneske
dreng|barn menneske person ung
pige|barn menneske person ung
voksen|person
blond person|ansigt hår lyshåret menneske
mand|menneske person
person med skæg|fuldskæg mand
mand med skæg|fuldskæg
kvinde med skæg|fuldskæg
mand: rødt hår|menneske person
mand: krøllet hår|menneske person
mand: hvidt hår|menneske person
mand: skaldet|menneske person
kvinde|menneske person
kvinde: rødt hår|menneske person
voksen: rødt hår|
kvinde: krøllet hår|menneske person
voksen: krøllet hår|
kvinde: hvidt hår|menneske person
voksen: hvidt hår|
kvinde: skaldet|menneske person
voksen: skaldet|
blond kvinde|blondine lyshåret
blond mand|lyshåret
ældre menneske|gammel person voksen
gammel mand|menneske
gammel kvinde|bedstemor farmor menneske mormor
utilfreds person|alvorlig mine frustreret gestus ikke glad irriteret mut oprørt med rynket panden skuffet udtryk
utilfreds mand|alvorlig med mine panderynken
utilfreds kvinde|med alvorlig mine panderynken
surmulende person|gestus grimasse klynke nedtrykt oprørt rynke panden skuffet skule
surmulende mand|utilfreds
surmulende kvinde|utilfreds
signalerer nej|aldrig i livet bevægelse ekskludere forbudt forbyde hånd niks udelukke
mand signalerer nej|forbudt gestus ikke orden
kvinde signalerer nej|forbudt gestus ikke orden
signalerer ok|allright ansigt bevægelse gestus hånd okay person er træning øvelse
mand signalerer ok|gestus i orden er okay person
kvinde signalerer ok|alt i orden gestus okay person tilladt
person vender håndfladen op|fræk hjælp kaster håret tilbage med ligeglad oplysninger sarkasme sarkastisk seriøst sladder sladre
mand vender håndfladen op|flabet hjælp information
kvinde vender håndfladen op|flabet hjælp information
person med løftet hånd|fingeren oppe hej hilsen i vejret kvinde mand spørgsmål svare vælg mig
mand med løftet hånd|gestus hej hilsen person
kvinde med løftet hånd|gestus hej hilsen
døv person|handicap høre tilgængelighed øre
døv mand|
døv kvinde|
person bukker dybt|bevægelse bukkende fortrudt fortryder gestus meditation meditere synd tigger tilgive undskyld
mand bukker dybt|undskyldning
kvinde bukker dybt|meditation undskyldning
slå sig for panden|ansigt chok dumt facepalm hånd ikke igen irritation irriteret omg person ryster på hovedet skepsis slår åh nej
mand slår sig for panden|chok græmmes håndflade ikke igen irritation irriteret omg skepsis skuffelse åh nej
kvinde slår sig for panden|chok græmmes håndflade ikke igen irritation irriteret omg skepsis skuffelse åh nej
trækker på skuldrene|aner det ikke jeg ved ligeglad ligegyldigt muligvis måske pas person tvivl uvidende uvidenhed
mand trækker på skuldrene|aner det ikke ingen anelse jeg ved meget ligeglad ligegyldighed muligvis måske pas tvivl uvidende uvidenhed
kvinde trækker på skuldrene|aner det ikke ingen anelse jeg ved meget ligeglad ligegyldighed muligvis måske pas tvivl uvidende uvidenhed
sundhedspersonale|doktor læge specialist sundhedsvæsenet sygeplejerske terapeut
mandlig sundhedsperson|kittel læge sygeplejerske
kvindelig sundhedsperson|kittel læge sygeplejerske
studerende|dimittend kandidat
mandlig studerende|dimittend eksamenshat
kvindelig studerende|dimittend eksamenshat
lærer|instruktor lektor professor skolelærer underviser
mandlig lærer|professor underviser
kvindelig lærer|lærerinde professor underviser
dommer|domstol retfærdighed
mandlig dommer|jura lov retfærdighed
kvindelig dommer|jura lov retfærdighed
bonde|bondemand gartner gårdejer landmand
landmand|bondemand gartner mand
kvindelig landmand|bonde gartner
kok|køkkenchef
mandlig kok|madlavning stegepande
kvindelig kok|madlavning stegepande
mekaniker|elektriker håndværker skruenøgle vvs tekniker er
mandlig mekaniker|håndværker skruenøgle værktøj
kvindelig mekaniker|håndværker skruenøgle værktøj
fabriksarbejder|arbejder industri samlebånd
mandlig fabriksarbejder|arbejder industri
kvindelig fabriksarbejder|arbejder industri
kontoransat|arkitekt business forretningsmand funktionær kontormedarbejder
mandlig kontoransat|business jakkesæt kontormand mappe
kvindelig kontoransat|business mappe
forsker|biolog fysiker ingeniør kemiker naturvidenskabsmand videnskabsmand
mandlig forsker|naturvidenskabsmand videnskabsmand
kvindelig forsker|naturvidenskab videnskabsmand
it-medarbejder|koder opfinder programmør software teknolog udvikler
mandlig it-medarbejder|computer pc programmør skærm software teknologi udvikler
kvindelig it-medarbejder|computer pc programmør skærm software udvikler
sanger|entertainer popsanger rocksanger sangsolist skuespiller stjerne
mandlig sanger|entertainer karaoke rock skuespiller stjerne synge
sangerinde|entertainer karaoke kvinde rock skuespiller stjerne synge
kunstner|kunstmaler maler palet
mandlig kunstner|billedkunstner kreativ kunstmaler palet pensler
kvindelig kunstner|billedkunstner kunstmaler palet pensler
pilot|flyvemaskine luftkaptajn
mandlig pilot|fly
kvindelig pilot|fly
astronaut|raket rummand
mandlig astronaut|raket rumdragt rumfartøj rummet rumskib
kvindelig astronaut|raket rumdragt rumfartøj rummet rumskib
brandfolk|brandbil brandmand
brandmand|brandbil hjelm mand
kvindelig brandmand|brandbil hjelm
politibetjent|arrestere betjent bøde loven lovgivning stoppet af politiet undercover
mandlig politibetjent|betjent politimand
kvindelig politibetjent|arrestere betjent bøde lovgivning stoppet af politiet undercover
detektiv|spion
mandlig detektiv|opdager spion
kvindelig detektiv|opdager spion
garder|garderofficer gardist livgarde
mandlig garder|bevogtning livgarde sikkerhed vagt
kvindelig garder|bevogtning livgarde sikkerhed vagt
ninja|hemmelig kriger liste maske ninjakriger person skjult soldat stealth
bygningsarbejder|arbejder byggearbejde byggeri genopbygge hjelm ombygge person reparation reparere sikkerhedshjelm
mandlig bygningsarbejder|arbejder byggearbejder byggeri hammer
kvindelig bygningsarbejder|arbejder byggeri hammer hjelm
person med krone|adelig dronning kongelig monark royal
prins|kongelig kongesøn krone royal
prinsesse|dronning eventyr krone menneske
person med turban|
mand med turban|
kvinde med turban|
mand med kinesisk hat|menneske
kvinde med tørklæde|hijab
person i smoking|brudgom festdeltager festtøj gom
mand i smoking|
kvinde i smoking|
person med brudeslør|slør bryllup
mand med brudeslør|brudgom slør mandlig
kvinde med brudeslør|slør
gravid kvinde|mave mor vordende
gravid mand|mave mæt oppustet overspise overspisning
gravid person|mave mæt oppustet overspise overspisning
kvinde, der ammer|amning baby bryst
kvinde, der mader baby|amme nyfødt person sutteflaske
mand, der mader baby|amme far nyfødt person
person, der mader baby|amme nyfødt sutteflaske
babyengel|engel
julemand|eventyr fantasi nissehue
julemandens kone|dame fru julekvinde kvinde
julenisse|glædelig god julemand nissehue person
superhelt|god heltinde superheltinde superkraft superkræfter
mandlig superhelt|god helt superkraft
kvindelig superhelt|god heltinde superkraft
superskurk|kriminel ond person skurk superkraft superkræfter
mandlig superskurk|kriminel ond skurk superkraft
kvindelig superskurk|kriminel ond skurk superkraft
magiker|fantasi fortryllelse heks hidkalde mand rollespil troldmand
mandlig magiker|
kvindelig magiker|troldkvinde
fe|eventyr fantasi magi myte sagn titania vinger
mandlig fe|magi
kvindelig fe|magi
vampyr|blod dracula farlig halloween hugtænder kostume levende død overnaturlig tænder udød uhyggelig
mandlig vampyr|dracula levende død
kvindelig vampyr|levende død
havvæsen|eventyr havfolk havfrue havmand havvæsener sagn sirene trefork under havet
havmand|mand triton
havfrue|kvinde
elver|alf fortryllende fortryllet legende magi myte mytisk sagn
elvermand|magi mand
elverkvinde|kvinde magi
magisk ånd|fantasi gnid på lampens myte mytisk ånden i ønsker
mandlig magisk ånd|lampeånd
kvindelig magisk ånd|lampeånd
zombie|apokalypsen farlig gys halloween horror levende død udød uhyggelig walking dead
mandlig zombie|levende død
kvindelig zombie|levende død
trold|eventyr fantasy monster provokation provokere troller trolling
ansigtsmassage|afslapning afslappende behandling hovedpine lindre person får salon slapper spa spændinger terapi wellness
mand får ansigtsmassage|
kvinde får ansigtsmassage|
bliver klippet|frisure frisør hårklipning klipning kosmetik person saks salon skønhed
mand bliver klippet|frisure frisør hår klipning
kvinde bliver klippet|frisør hår klipning
fodgænger|gang gående person gåtur hike skridt slente tempo vandre vandring
mand går|fodgænger gang gåtur hike vandretur vandring
kvinde går|fodgænger gang gåtur hike vandretur vandring
fodgænger: mod højre|gang gående gåtur hike skridt slente tempo vandre vandring
kvinde går: mod højre|fodgænger gang gåtur hike vandretur vandring
mand går: mod højre|fodgænger gang gåtur hike vandretur vandring
stående person|står
stående mand|står
stående kvinde|står
knælende person|på
knælende mand|
knælende kvinde|
knælende person: mod højre|på
knælende kvinde: mod højre|
knælende mand: mod højre|
person med blindestok|adgangsforhold handicap synshandicap
person med blindestok: mod højre|adgangsforhold handicap synshandicap
mand med blindestok|handicap synshandicap tilgængelighed
mand med blindestok: mod højre|handicap synshandicap tilgængelighed
kvinde med blindestok|handicap synshandicap tilgængelighed
kvinde med blindestok: mod højre|handicap synshandicap tilgængelighed
person i elkørestol|adgangsforhold handicap kørestol
person i elkørestol: mod højre|adgangsforhold handicap kørestol
mand i elektrisk kørestol|adgangsforhold handicap handikap elkørestol rullestol tilgængelighed
mand i elektrisk kørestol: mod højre|adgangsforhold handicap handikap elkørestol rullestol tilgængelighed
kvinde i elektrisk kørestol|adgangsforhold handicap handikap elkørestol rullestol tilgængelighed
kvinde i elektrisk kørestol: mod højre|adgangsforhold handicap handikap elkørestol rullestol tilgængelighed
person i manuel kørestol|adgangsforhold handicap
person i manuel kørestol: mod højre|adgangsforhold handicap
mand i manuel kørestol|adgangsforhold handicap handikap rullestol tilgængelighed
mand i manuel kørestol: mod højre|adgangsforhold handicap handikap rullestol tilgængelighed
kvinde i manuel kørestol|adgangsforhold handicap handikap rullestol tilgængelighed
kvinde i manuel kørestol: mod højre|adgangsforhold handicap handikap rullestol tilgængelighed
løber|bevægelse bevæger er på vej hastighed hurtigt kommer nu løbende person løbetræning maraton skynd dig sport tempo
mand løber|løbetræning løbetur maraton
kvinde løber|løbetræning løbetur maraton
løber: mod højre|bevægelse bevæger er på vej hastighed hurtigt kommer nu løbende løbetræning maraton skynd dig sport tempo
kvinde løber: mod højre|løbetræning løbetur maraton
mand løber: mod højre|løbetræning løbetur maraton
danser|fest flamenco kvinde salsa tango
dansende mand|danser
svævende forretningsmand|jakkesæt mand
personer med kaninører|bedste veninde bff dansere dobbelt fester identisk kvinder par soulmate tvillinger ører
mænd med kaninører|dans fest
kvinder med kaninører|dans fest
person i dampbad|afslappende dampende forkælelse luksuriøst luksus sauna slapper spa
mand i dampbad|sauna
kvinde i dampbad|sauna
bjergbestiger|bestige op klatrer klatring
mandlig bjergbestiger|klatring
kvindelig bjergbestiger|klatring
fægter|fægtning person sport sværd
hestevæddeløb|galop hestesport jockey væddeløbshest
skiløber|sne
snowboarder|snowboarding sport
golfspiller|birdie bold caddie driving range green person med golfkølle pga putt tee
mandlig golfspiller|golfkølle
kvindelig golfspiller|golfkølle sport
surfer|bølger havet person på surfbræt sport strand surfing
mandlig surfer|
kvindelig surfer|
roer|båd flod flåde kano krydstogt pagaj person i en robåd sø tømmerflåde åre
mand i robåd|båd roer roning
kvinde i robåd|båd roer roning
svømmer|freestyle sport svømmende person svømning triatlon
mandlig svømmer|svømning
kvindelig svømmer|svømmepige svømning
person, der dribler med en bold|atletik basketballspiller mesterskab
mand, der dribler med en bold|basketball boldspiller håndbold
kvinde, der dribler med en bold|basket boldspiller håndbold
vægtløfter|bodybuilder dødløft løfter styrkeløft træning vægtløftning vægtstang vægttræning
mandlig vægtløfter|løfte vægte vægtløftning
kvindelig vægtløfter|løfte vægte vægtløftning
cyklist|cykelrytter cyklende person cykler på sport
mandlig cyklist|cykelrytter cykle
kvindelig cyklist|cykelrytter cykle
mountainbikerytter|atletisk bjerg cykelrytter cykler cyklist person på sport
mand på mountainbike|cykelrytter
kvinde på mountainbike|cykelrytter
person slår vejrmølle|aktiv glad gymnastik menneske sport spring spændt
mand slår vejrmøller|aktiv glad gymnastik spring spændt
kvinde slår vejrmøller|aktiv glad gymnastik spring spændt
brydere|brydeturnering brydning kamp personer sport turnering wrestling
mandlige brydere|brydeturnering brydning kamp mænd turnering wrestle
kvindelige brydere|brydeturnering brydning kamp konkurrence kvinder turnering wrestle
vandpolospiller|person sport svømmer svømning vandsport
mandlig vandpolospiller|sport svømning vandsport
kvindelig vandpolospiller|svømning vandsport
håndboldspiller|atletik bold gribe kaste person sport
mandlig håndboldspiller|
kvindelig håndboldspiller|atletik bold gribe kaste smide sport
jonglør|balancere behændighed dygtighed håndtere jonglere menneske multitaske multitasking person
mandlig jonglør|balancere bolde håndtere jonglere multitaske multitasking
kvindelig jonglør|bolde jonglere multitaske multitasking
lotusstilling|afslappende fred meditation ro skrædderstilling slapper yoga yogi zen
mand i lotusstilling|meditation yoga
kvinde i lotusstilling|meditation yoga
bad|badekar karbad
person i seng|godnat hotel nat sengetid sover søvn træt zzzz
personer hånd i hånd|mennesker der holder par to
to kvinder hånd i hånd|elsker kærlighed lesbisk lgbt par søstre veninder
mand og kvinde hånd i hånd|flirt holde kærlighed par venner
to mænd hånd i hånd|kærlighed lgbt par stjernetegn tvillingen tvillinger
kys|kærlighed par med hjerte romantik årsdag
kys: kvinde og mand|kærlighed par med hjerte romantik årsdag
kys: mand og mand|kærlighed par med hjerte romantik årsdag
kys: kvinde og kvinde|kærlighed par med hjerte romantik årsdag
par med hjerte|kærlighed romantik
par med hjerte: kvinde og mand|kærlighed romantik
par med hjerte: mand og mand|kærlighed romantik
par med hjerte: kvinde og kvinde|kærlighed romantik
familie: mand, kvinde og dreng|barn far menneske mor par
familie: mand, kvinde og pige|barn far menneske mor par
familie: mand, kvinde, pige og dreng|barn far menneske mor par
familie: mand, kvinde, dreng og dreng|barn far menneske mor par
familie: mand, kvinde, pige og pige|barn far menneske mor par
familie: mand, mand og dreng|barn far menneske mor par
familie: mand, mand og pige|barn far menneske mor par
familie: mand, mand, pige og dreng|barn far menneske mor par
familie: mand, mand, dreng og dreng|barn far menneske mor par
familie: mand, mand, pige og pige|barn far menneske mor par
familie: kvinde, kvinde og dreng|barn far menneske mor par
familie: kvinde, kvinde og pige|barn far menneske mor par
familie: kvinde, kvinde, pige og dreng|barn far menneske mor par
familie: kvinde, kvinde, dreng og dreng|barn far menneske mor par
familie: kvinde, kvinde, pige og pige|barn far menneske mor par
familie: mand og dreng|barn far menneske mor par
familie: mand, dreng og dreng|barn far menneske mor par
familie: mand og pige|barn far menneske mor par
familie: mand, pige og dreng|barn far menneske mor par
familie: mand, pige og pige|barn far menneske mor par
familie: kvinde og dreng|barn far menneske mor par
familie: kvinde, dreng og dreng|barn far menneske mor par
familie: kvinde og pige|barn far menneske mor par
familie: kvinde, pige og dreng|barn far menneske mor par
familie: kvinde, pige og pige|barn far menneske mor par
talende hoved|ansigt silhuet
buste i silhuet|
buster i silhuet|
knus|farvel goddag hej kram omfavne tak trøste venskab
familie|barn far menneske mor par
familie: voksen, voksen, barn|forældre menneske voksne
familie: voksen, voksen, barn, barn|børn forældre menneske to voksne
familie: voksen, barn|forælder menneske
familie: voksen, barn, barn|børn forælder menneske
fodspor|fødder
fingeraftryk|identitet retsmedicin sikkerhed
abehoved|dyr hoved
abe|banan dyr
gorilla|abe dyr hoved
orangutang|abe dyr
hundehoved|dyr hoved kæledyr
hund|dyr kæledyr
førerhund|blind dyr handikap hund tilgængelighed
servicehund|dyr førerhund hjælp hund tilgængelighed
puddel|dyr hund puddelhund
ulvehoved|dyr
rævehoved|dyr
vaskebjørn|nysgerrig snu
kattehoved|dyr hoved
kat|dyr killing kæledyr
sort kat|dyr fastelavn miav mis uheldig ulykke
løvehoved|hoved løven stjernetegn
tigerhoved|dyr hoved
tiger|dyr
leopard|dyr
hestehoved|dyr
elg|alces dyr elsdyr gevir pattedyr
æsel|dyr muldyr mulæsel pakæsel pattedyr stædig
hest|dyr hestevæddeløb væddeløbshest
enhjørningehoved|dyr hoved magi
zebra|dyr striber
hjort|dådyr gevir rensdyr rådyr
bison|bøffel dyr flok
kohoved|dyr hoved
okse|dyr
vandbøffel|bøffel dyr
ko|dyr
grisehoved|bacon dyr hoved
gris|dyr
vildsvin|dyr
grisetryne|dyr hoved tryne
vædder|dyr stjernetegn vædderen
får|dyr mæh uld
ged|dyr
dromedar|dyr pukkel
kamel|dyr to pukler
lama|alpaka dyr guanako uld vikunja
giraf|dyr pletter
elefant|dyr
mammut|dyr stor stødtænder uddød ulden
næsehorn|dyr horn
flodhest|dyr
musehoved|dyr hoved
mus|dyr
rotte|dyr
hamsterhoved|kæledyr
kaninhoved|dyr hoved
kanin|dyr
jordegern|dyr egern
bæver|dyr dæmning gnaver tænder
pindsvin|dyr pigge
flagermus|dyr nat vampyr
bjørnehoved|bamse dyr honning
isbjørn|arktis bjørn hvid
koala|australien dyr pungdyr
pandahoved|dyr
dovendyr|dyr langsom
odder|fisker legesyg
stinkdyr|dyr stank
kænguru|australien dyr hop pungdyr
grævling|dyr honninggrævling plage
poteaftryk|dyr poter spor
kalkun|dyr fugl
høne|dyr kylling
hane|dyr
nyudklækket kylling|dyr
kylling|dyr kyllingehoved
kylling forfra|dyr set
fugl|dyr ornitologi
pingvin|antarktis dyr
due|dyr flyve fred fugl
ørn|dyr fugl
and|andrik dyr fugl svømmefugl
svane|dyr fugl grim ælling svaneunge
ugle|dyr fugl klogskab visdom
dronte|dyr kæmpefugl mauritius uddød udryddet
fjer|fjerdragt flyve let pen skrive
flamingo|dyr flamboyant pink tropisk
påfugl|dyr fugl prangende påfuglehøne stolt
papegøje|dyr fugl pirat sørøver tale
vinge|engleagtig flyver flyvning fugl himlen himmel mytologi opad svæver
sort fugl|dyr kragefugl næb ravn råge skræppe
gås|and dyr fjerkræ fjollet fugl gæs skræp ænder
føniks|fantasi fornyelse genfødsel genskabelse ildfugl opstige opstigning reinkarnation reinkarnere transformere udødelig
frø|frøhoved
krokodille|dyr
skildpadde|dyr langsom
firben|dyr krybdyr reptil
slange|dyr
dragehoved|hoved
drage|eventyr kinesisk
sauropod|brachiosaurus brontosaurus dinosaurus diplodocus
t-rex|dinosaurus tyrannosaurus
hval med vandsprøjt|blåhval dyr hav ocean
hval|dyr
delfin|dyr
sæl|dyr hav ocean søløve
fisk|dyr
tropisk fisk|dyr
kuglefisk|dyr fisk
haj|dyr fisk
blæksprutte|dyr
konkylie|dyr muslingeskal
koral|hav klimaforandring rev
gople|akvarium av brandmand dyr fangtråd havdyr havet hvirvelløs plankton svide tentakler
krabbe|krebsen stjernetegn
hummer|bisque kløer krebs skaldyr
reje|dyr havdyr mad skaldyr
sprutte|arme blæksprutte bløddyr flerarmet havdyr mad multitasking
østers|dykke gourmet perle
snegl|dyr langsom
sommerfugl|dyr insekt vinger
larve|dyr orm sommerfuglelarve tusindben
myre|dyr
honningbi|bi dyr
bille|dyr insekt kryb
mariehøne|dyr
fårekylling|græshoppe insekt
kakerlak|dyr insekt skadedyr
edderkop|dyr insekt spindler
edderkoppespind|spind
skorpion|skorpionen stjernetegn
myg|feber insekt malaria sygdom virus
flue|dyr hestebremse insekt klæg maddike rådden spyflue stueflue sygdom tsetse
orm|dyr ledorm parasit regnorm
mikrobe|amøbe bakterie videnskab virus
blomsterbuket|buket
kirsebærblomst|blomstrende
hvid blomst|
lotus|blomst buddhisme fred hinduisme indien renhed ro sindsro skønhed vietnam
roset|plante
rose|blomst kærlighed
vissen blomst|afblomstret visnet
hibiscus|blomst hawaiiblomst
solsikke|blomst
blomst|gul
tulipan|blomst
hyacint|blomstre lupin blålilla forår lavendel lilla løvemund plante
spire|plantespire
potteplante|hjem hus indretning kaktus kedelig nære plante pleje vokse
nåletræ|grantræ juletræ stedsegrøn træ
løvtræ|løvfældende skov trækrone
palme|palmetræ
kaktus|kaktusplante plante ørken
risplante|korn
urt|blade plante
kløver|grøn irland plante
firkløver|heldig kløver
ahornblad|efterårsblad
faldende blade|efterårsblade løvfald
blade i vinden|blæst
tom rede|hjem redebygning
rede med æg|fugl redebygning
svamp|fluesvamp plante
træ uden blade|gold tørke vinter
vindruer|frugt
melon|frugt
vandmelon|frugt sommer
appelsin|citrus frugt mandarin
citron|citrus frugt gul
lime|citrusfrugt cocktail forfriskende frugt grøn juice margarita mojito pynt salsa surhed syrlig tequila troperne tropisk
banan|frugt
ananas|frugt
mango|frugt tropisk
rødt æble|frugt
grønt æble|frugt
pære|frugt
fersken|frugt
kirsebær|frugt
jordbær|bær frugt
blåbær|bær frugt mad solbær
kiwifrugt|frugt mad
tomat|grøntsag
oliven|gren mad olie
kokosnød|palme
avokado|frugt mad
aubergine|grøntsag
kartoffel|grøntsag mad rodfrugt
gulerod|grøntsag mad rodfrugt
majs|majskolbe
chili|grøntsag mad peber plante stærk
peberfrugt|grøntsag mad paprika
agurk|grøntsag mad pickle
bladgrønt|grønkål kål pak choi salat
broccoli|grøntsag kål
hvidløg|smag
løg|give smag
jordnødder|nødder snack
bønner|bælgfrugt kidney lille mad små
kastanje|plante
ingefærrod|ale krydderi naturlig rod sundhed
ærtebælg|bælgfrugt bønner edamame grøntsag soyabønne
brun svamp|grøntsag ingrediens på mad natur paddehat pizzaingrediens portobello trøffel vegetarisk
rodfrugt|grøntsag have majroe roe
brød|bage toastbrød
croissant|brød fransk mad morgenbrød morgenmad
flute|brød franskbrød mad
fladbrød|arepas lavash mad naan nan pitabrød
kringle|bager saltkringle
bagel|bagværk
pandekager|crêpe mad
vaffel|jern ubeslutsom vaffeljern
et stykke ost|
kød|kødben
kyllingelår|fjerkræ kalkun mad
kødudskæring|bøf kotelet lammekotelet rødt svinekotelet
bacon|gris kød mad svinekød
hamburger|burger mad
pomfritter|fastfood pommes frites
pizza|mad pizzastykke stykke
hotdog|frankfurter pølse
sandwich|brød
taco|mexicansk
burrito|mexicansk wrap
tamales|mad mexicansk wraps
fyldt pitabrød|falafel fladbrød gyros kebab mad
falafel|kikært kødbolle
æg|mad
stegepande|madlavning morgenmad spejlæg med æg
pande med mad|paella pandestegt steger
gryde med mad|gryderet suppe
fondue|chokolade gryde ost schweizisk smeltet
ske i skål|havregrød morgenmad mysli
grøn salat|mad
popcorn|biograf film
smør|mejeriprodukt
salt|krydderi saltbøsse
konserves|dåsemad
bento|bentoboks boks sushiboks
riskiks|kiks mad
riskugle|japansk mad onigiri
ris|restaurant skål
ris og karry|karryret
nudler|restaurant skål
spaghetti|pasta restaurant
sød kartoffel|stegt
mad på spyd|fisk grillspyd kebab pind skaldyr
sushi|mad nigiri restaurant
dybstegt reje|skaldyr
fiskekage|med spiral
månekage|efterår festival kage yuèbǐng
dango|iskugler japansk spyd
dumpling|gyōza jiaozi pierogi potsticker
lykkekage|spådom
kinesisk takeaway|china kinaboks
softice|is
isdessert|slushice snow cone
is|dessert isdessert
donut|dessert kage
småkage|kage
fødselsdagskage|dessert kage lagkage lykke tillykke
lagkage|et stykke kage
cupcake|bagværk dessert kager muffin
tærte|dessert fyld kage linse
chokolade|et stykke
bolsje|slik
slikkepind|
dessert|budding
honning|bjørn honningkrukke krukke peter plys
sutteflaske|flaske mælk
glas mælk|drikke
varm drik|dampende drikkevare kaffe kakao te
tekande|drik kande mad tepotte the
tekrus|kop varm
sake|flaske sakeflaske sakekop
flaske med flyvende prop|bar bobler cava drik
vinglas|et hvidvin rødvin
cocktailglas|martini
tropisk drink|cocktail
ølkrus|fadøl krus ølglas
skålende ølkrus|fadøl krus ølglas
skål|champagne drikke fejring skåle
fladbundet glas|shotglas shots spiritus sprut whisky
hælde vand|drik glas spilde tom uheld ups
bæger med sugerør|glas
bubble tea|bobler boblete mad mælk perler
brik|juicebrik
mate|argentina drik
isterning|isbjerg kold
spisepinde|asiatisk
kniv og gaffel med tallerken|madlavning
kniv og gaffel|bestik madlavning menu restaurant spise sulten
ske|bestik
køkkenkniv|kniv kok madlavning våben
krukke|beholder glas ingenting intet konservere sylte tilbehør tom
amfora|drik kande krukke lerkrukke madlavning stjernetegn vandmand
globus med europa og afrika|jorden verden
globus med nord- og sydamerika|amerika jorden nordamerika verden
globus med asien og australien|jorden verden
globus med meridianer|breddegrader internet længdegrader verden
verdenskort|kort
kort over japan|landkort
kompas|magnetisk navigation orientering verdenshjørne
sneklædt bjerg|koldt tinde
bjerg|
vulkan|vulkanudbrud
fuji-bjerget|
camping|telt
strand med parasol|
ørken|kaktus sol
øde ø|palme
nationalpark|
stadion|sport
klassisk bygning|søjler tempel
byggeplads|byggeri bygning konstruktion kran
mursten|ler mørtel væg
sten|kampesten klippe solid tung
træ|bjælke brænde træstamme træstub tømmer
hytte|hus jurte rundhus
huse|bygning
faldefærdigt hus|bygning
hus|bygning hjem villa
hus med have|hjem villa
kontorbygning|bygning
japansk posthus|postkontor
posthus|bygning europæisk postkontor
hospital|bygning doktor læge medicin sygehus
bank|bygning pengeinstitut
hotel|bygning
kærlighedshotel|romantik
døgnkiosk|døgnåben kiosk købmand
skole|bygning
stormagasin|butik forretning varehus
fabrik|bygning
japansk slot|bygning
slot|borg bygning europa europæisk
bryllup|kirke kærlighed romantik
tokyo tower|japan tårn
frihedsgudinden|gudinde new york
kirke|bygning kors kristen religion
moské|islam muslim religion
hindutempel|tempel
synagoge|jøde jødisk religion tempel
shinto-helligdom|alter religion
kabaen|islam muslim religion
springvand|fontæne
telt|camping
tåget|
stjernehimmel|nat skyline stjerner storby
bylandskab|bygning højhus skyline storby
solopgang over bjerge|morgensol
solopgang|morgensol
by i solnedgang|aften højhuse
solnedgang|højhuse skumring skyline bag bygninger storby
bro i mørke|natten
varme kilder|damp
karrusel|karruselhest karruseltur køre i
legeplads-rutsjebane|forlystelsespark glide
pariserhjul|forlystelsespark tivoli
rutsjebane|forlystelsespark tivoli
barber|barbersalon
cirkus|cirkustelt telt
lokomotiv|damplokomotiv tog
togvogn|jernbane sporvogn vogn
lyntog|højhastighedstog jernbane tog
højhastighedstog|tog
tog|jernbane køretøj
metro|køretøj undergrundsbane
letbane|køretøj tog
togstation|jernbane
sporvogn|køretøj letbane trolleybus
monorail|køretøj
bjergbane|jernbane svævebane tog
vogn|køretøj sporvogn trolleybus
bus|køretøj skolebus
bus forfra|kørende køretøj
trolleybus|bus køretøj letbane sporvogn
minibus|bus varevogn
ambulance|køretøj nødsituation
brandbil|køretøj
politibil|
politibil forfra|kørende
taxa|bil køretøj
taxa forfra|kørende
bil|køretøj
bil forfra|fartøj kørende
firehjulstrækker|bil fritid jeep køretøj
pickup|bil køretøj ladvogn lastbil transport varevogn åbent
lastbil|køretøj levering transport varevogn
lastvogn|køretøj lastbil levering transport truck
traktor|køretøj
racerbil|bil racerløb
motorcykel|racerløb
scooter|knallert transportmiddel
manuel kørestol|handicap handikap rullestol tilgængelighed
elektrisk kørestol|handicap handikap rullestol tilgængelighed
motor-rickshaw|tuk
cykel|drengecykel herrecykel tohjulet
løbehjul|transportmiddel
skateboard|bræt hjul
rulleskøjte|skøjte sport
busstoppested|stoppested
motorvej|vej
jernbane|spor togspor
olietønde|tønde
tankstation|benzinpumpe benzintank
hjul|bil cirkel dreje dæk fælg køretøj
politiblink|politilys rotorblink rødt blink
liggende trafiklys|blinklys lys signal
trafiklys|blinklys lys signal
stopskilt|ottekantet skilt
byggeri|spærring vejspærring
anker|båd skib sømand værktøj
redningskrans|bøje flyde livredder redde sikkerhed
sejlbåd|båd skib yacht
kano|båd ro transportmiddel
speedbåd|båd
passagerskib|fartøj færge skib
færge|båd
motorbåd|båd fartøj
skib|fartøj færge rejse titanic
fly|flyvemaskine rejse
lille fly|flyvemaskine flyver
flyafgang|afgang afrejse fartøj indtjekning
flyankomst|ankomme ankomst fartøj landing
faldskærm|hangglider paraglider skydiver
sæde|plads stol
helikopter|fartøj
luftbane|fartøj hængende svævebane togbane
kabelbane|bjerg fartøj gondol lift
svævebane|fartøj gondol kabel lift
satellit|fartøj rummet
raket|fartøj rumfartøj rummet rumskib
ufo|flyvende tallerken marsmand rummet rumvæsen
hotelklokke|klokke reception
bagage|kuffert pakke rejse trolley
udløbet timeglas|sand tid
timeglas med løbende sand|tid
ur|armbåndsur
vækkeur|ur
stopur|tid ur
æggeur|tidtager ur
pynteur|ur
kl. tolv|12 00 24
halv et|0 30 12 klokkeslæt ur
kl. et|00 13 klokkeslæt ur
halv to|30 13 klokken ur
kl. to|14 00 2 klokkeslæt ur
halv tre|14 30 2 ur
kl. tre|15 00 3 klokkeslæt ur
halv fire|15 30 klokkeslæt ur
kl. fire|16 00 4 klokkeslæt ur
halv fem|16 30 4 klokkeslæt ur
kl. fem|17 00 5 klokkeslæt ur
halv seks|17 30 5 klokkeslæt ur
kl. seks|18 00 6 ur
halv syv|18 30 6 klokkeslæt ur
kl. syv|19 00 7 klokkeslæt ur
halv otte|19 30 7 klokkeslæt ur
kl. otte|20 00 8 klokkeslæt ur
halv ni|20 30 8 klokkeslæt ur
kl. ni|21 00 9 klokkeslæt ur
halv ti|21 30 9 klokkeslæt ur
kl. ti|10 00 22 klokkeslæt ur
halv elleve|10 30 22 klokkeslæt ur
kl. elleve|11 00 23 klokkeslæt ur
halv tolv|11 30 23 klokkeslæt ur
nymåne|månefase
tiltagende måne|månefase
halvmåne 1. fjerdedel|første kvarter månefase
tiltagende måne næsten fuld|månefase
fuldmåne|månefase
aftagende måne næsten fuld|månefase
halvmåne 4. fjerdedel|månefase sidste kvarter
aftagende måne|månefase
halvmåne|tiltagende måne
nymåne med ansigt|i måne
måne med ansigt 1. fjerdedel|halvmåne måneansigt
måne med ansigt 4. fjerdedel|halvmåne måneansigt
termometer|vejr
sol|lys solskin stråler vejr
fuldmåne med ansigt|fuldmåneansigt måneansigt
sol med ansigt|
planet med ringe|saturn
stjerne|
blinkende stjerne|lysende lyser skinner stjerneskin
stjerneskud|
mælkevejen|galakse
sky|vejr
sol bag sky|
sky med lyn og regn|torden vejr
sol bag lille sky|vejr
sol bag stor sky|vejr
sol bag sky med regn|vejr
sky med regn|vejr
sky med sne|kulde vejr
tordensky|lyn sky vejr
tornado|hvirvelvind skypumpe vejr
tåge|sky vejr
vindansigt|ansigt blæse sky vejr
cyklon|svimmel tornado tyfon
regnbue|lgbt vejr
lukket paraply|regnvejr
paraply|regn tøj vejr
paraply med regndråber|dråbe vejr
parasol|paraply regn sol vejr
højspænding|advarsel elektricitet fare lyn
snefnug|kulde rimfrost vejr
snemand|kulde vejr
snemand uden snevejr|koldt
komet|rummet
ild|flamme varm
dråbe|følelser ked af det koldsved sveddråbe vand
bølge|havbølge vandbølge
græskarmand|græskarlygte halloween
juletræ|grantræ træ
fyrværkeri|fest nytår raket
stjernekaster|fyrværkeri nytår raket
kanonslag|dynamit eksplosiv fyrværkeri sprængstof
stjerner|glimt magi skinne
ballon|fest fødselsdag
bordbombe|fest konfetti nytår
konfetti|fest konfettidåse konfettiregn
træ med papirpynt|festival japansk
fyrretræsdekoration|japansk nytår
japanske dukker|fejring festival
karpevimpel|banner med fisk karper
vindspil|vindpiber
måneceremoni|ceremoni fejring
pengegave|gave held og lykke hóngbāo lai see
sløjfe|fejring
gave|fødselsdag overraskelse pakke
mindebånd|bånd fejring
adgangsbillet|billet entrébillet
billet|entré forlystelse underholdning
militærmedalje|dekoreret fejring medalje
pokal|pris præmie trofæ
sportsmedalje|guld medalje vinder
guldmedalje|førsteplads førstepræmie medalje vinder
sølvmedalje|andenplads andenpræmie medalje vinder
bronzemedalje|medalje tredjeplads tredjepræmie vinder
fodbold|bold
baseball|bold sport
softball|bold handske sport
basketball|bold sport
volleyball|bold spil sport
amerikansk fodbold|sport
rugbybold|bold sport
tennis|bold sport tennisbold og ketsjer
frisbee|ultimate
bowling|bowlingkugle spille
cricket|bold spil sport
hockey|bold spil sport stav
ishockey|ishockeystav og spil sport stav
lacrosse|bold mål stav
bordtennis|bat bold pingpong spil sport
badminton|fjerbold ketsjer spil sport
boksehandske|boksning handske sport
karatedragt|judo kampsport sport taekwondo
målnet|sport
golfhul med flag|sport
skøjte|is
fiskestang|fiskeri med sport
dykkermaske|maske snorkel
løbetrøje|atletik med bånd
ski|skisport sne sport
kælk|slæde
curlingsten|spil sport sten
pletskud|bullseye mål
yoyo|legetøj
legetøjsdrage|drageflyver flyve svæve
vandpistol|pistol revolver våben
billard|billardkugle pool
krystalkugle|spådomskunst
tryllestav|heks troldmand tryllekunstner
videospil|controller håndcontroller
joystick|spil videospil
spillemaskine|enarmet tyveknægt kasino
terning|spil terningspil underholdning
brik til puslespil|sammenhængende spor
bamse|bjørn legetøj plys tøjdyr
piñata|cinco de mayo fastelavn fejring fest
diskokugle|dans fest glitter kugle spejlkugle
russiske dukker|babusjka matrjosjka
spar|es kort spil
hjerter|kort spil
ruder|kort spil
klør|kort spil
skakbrik|bonde undværlig
joker|kortspil spillekort
mahjong-brik|drage rød
spillekort med blomster|japansk kortspil
masker|optræden skuespiller teater
ramme med billede|kunst maleri museum
palet|farver kunstner maler
tråd|nål rød sy trisse
synål|broderi nål skræddersyning sting sutur syning tråd
garn|garnnøgle hækle strikke tråd
knude|binde knob reb snor
briller|beklædning solbriller
solbriller|briller mørk øje
sikkerhedsbriller|beskyttelsesbriller dykkerbriller svejse svømme øjenbeskyttelse
kittel|eksperiment forsker laboratorie læge videnskabsmand
sikkerhedsvest|nødsituation
slips|beklædning skjorte
t-shirt|beklædning bluse trøje
bukser|beklædning tøj
halstørklæde|beklædning vinter
handsker|beklædning hånd vanter vinter
frakke|beklædning dynejakke jakke vinter
sokker|beklædning strømper
kjole|beklædning
kimono|beklædning kåbe
sari|kjole tøj
badedragt|badetøj
badebukser|badetøj bikiniunderdel undertøj
shorts|badebukser underbukser
bikini|badetøj beklædning pool strand
bluse|beklædning
sammenklappelig håndvifte|afkøle blafre danse flirte genert kølende varmt vifte
pung|pengepung
håndtaske|taske
clutch|pung taske
indkøbsposer|hotel pose
rygsæk|skoletaske taske
klipklapper|badesandaler ferie sandaler strandsandaler zōri
herresko|sko
løbesko|fritidssko gummisko sko sneakers tennissko
vandrestøvle|backpacking camping friluft støvle
flad sko|ballerinasko damesko slippers
høje hæle|højhælet sko stiletter
damesandal|sandaler sko
balletsko|ballerina danserinde
damestøvle|sko støvler
afrokam|hår kam rede
krone|diadem dronning konge
hat|beklædning damehat festhat
høj hat|sort tryllekunstner
eksamenshat|hat
kasket|baseballkasket
militærhjelm|hjelm hær kriger soldat
hjelm med hvidt kors|ansigt nødhjælp
bedekrans|bøn halskæde perler påklædning religion
læbestift|kosmetik makeup
ring|bryllup diamant forlovelse romantik
ædelsten|diamant juvel romantik
højttaler fra|lydløs stille
højttaler lav lydstyrke|
højttaler mellem lydstyrke|højtaler en lydbølge medium volumen lav
højttaler høj lydstyrke|volumen højtaler med
elektrisk megafon|højttaler offentlig tale
megafon|højttaler kommunikation
posthorn|
klokke|kirke
ingen klokke|med streg over lydløs
partitur|g nøgle musik noder
node|musik
noder|musik
studiemikrofon|mikrofon musik
volumenkontrol|lydstyrke musik
knapper|musik
mikrofon|karaoke sang synge
hovedtelefon|høretelefon lyd lytte musik
radio|æteren
saxofon|instrument musikinstrument
akkordeon|bandoneon harmonika koncertina musette musik
guitar|elektrisk elguitar instrument musikinstrument strengeinstrument
klaver|instrument musikinstrument
trompet|instrument musikinstrument
violin|instrument musikinstrument strengeinstrument
banjo|musik strengeinstrument
tromme|musik rytme trommestikker
høj tromme|beat conga rytme slagtøj taktslag
maracas|danse fest instrument musik rangle ryste slagtøj
fløjte|band blokfløjte fløjtenist instrument marchorkester musik orgelpibe orkester træblæseinstrument
harpe|amor instrument kærlighed musik orkester
mobil|mobiltelefon
mobil med pil|indgående opkald lav et modtag
telefon|fastnet
telefonrør|kommunikation
personsøger|bipper kommunikation
fax|faxmaskine kommunikation telefax
batteri|opladet opladning
lavt batteriniveau|drænet elektronik ingen energi
stik|elektricitet elektrisk ledning
bærbar computer|laptop pc
stationær computer|skærm
printer|computer stationær
tastatur|computer
computermus|knap mus
trackball|computer
cd-rom|computer disk dvd minidisk
diskette|computer
cd|blu ray computer disk dvd
dvd|blu ray cd computer disk optisk
kugleramme|matematik regne regning
filmkamera|biograf filme
filmstrimmel|biograf strimmel
filmprojektor|biograf projektor video
klaptræ|filmklapper klapper
tv|fjernsyn
kamera|foto instagram selfie snapshot video
kamera med blitz|video
videokamera|kamera
videobånd|bånd gammeldags
forstørrelsesglas til venstre|lup søgning værktøj
forstørrelsesglas til højre|lup søgning værktøj
stearinlys|lys
elpære|ide idé lys pære
lommelygte|lygte
papirlanterne|kulørte lamper lanterne papirlampe rød lygte
diya-lampe|olielampe
notesbog med udsmykning|
lukket bog|
åben bog|læse
grøn bog|
blå bog|bibliotek læse læsning skolebog uddannelse
orange bog|
bøger|bibliotek bog læse læsning romaner skole studie uddannelse
notesbog|noter
regnskabsbog|notesbog
side med fold|ark dokument papir
skriftrulle|papir
dokument|side
avis|nyheder
sammenrullet avis|nyheder
faner|bogmærke mærke
bogmærke|mærke
mærkat|etiket seddel
pengepose|dollar
mønt|guld metal penge rig skat sølv
yenseddel|penge
dollarseddel|pengesedler seddelbundt sedler
euroseddel|penge
pundseddel|penge
flyvende penge|forbrug med vinger
kreditkort|bank kort penge
kvittering|bevis bilag bogføring regnskab
stigende marked|opadgående graf tendens vækst yen
konvolut|brev mail kuvert
mail|brev kommunikation
indgående post|brev mail konvolut modtaget
udgående post|brev mail konvolut sendt
udbakke|kommunikation sendt
indbakke|kommunikation modtaget
pakke|boks kasse papkasse
lukket postkasse med hævet flag|brev op
lukket postkasse med sænket flag|brev nede
åben postkasse med hævet flag|brev
åben postkasse med sænket flag|brev
postkasse|
valgurne med stemmeseddel|boks kasse urne
blyant|skrive
sort fyldepen|pen
fyldepen|
kuglepen|
malerpensel|maleri maling pensel
farvekridt|farveblyant fedtfarve
notat|blyant kommunikation
attachémappe|mappe
mappe|dokument filer
åben mappe|dokument filer
kartotekskort|kort
kalender|dato
kalenderblok|afrivningskalender dato
notesblok|blok noter spiralryg
spiralkalender|blok kalender
kartotek|indekskort kontakter
opadgående graf|diagram tendens
nedadgående graf|diagram tendens
søjlediagram|diagram graf
clipboard|noter skriveunderlag udklipsholder
tegnestift|stift
rund tegnestift|nål stift
papirclips|clips
sammensatte papirclips|clips
lineal|lige kant matematik
tegnetrekant|matematik vinkelmåler
saks|klippe papir værktøj
arkivkasse|kasse pap
arkivskab|skab
papirkurv|skraldespand
lukket hængelås|låst privat
åben hængelås|låst op
lukket hængelås med pen|fyldepen lås privat
lukket hængelås med nøgle|låst sikker
nøgle|adgangskode password
gammel nøgle|lås
hammer|værktøj
økse|kløve brænde træ
hakke|mine værktøj
hammer og hakke|værktøj
hammer og skruenøgle|svensknøgle værktøj
dolk|daggert kniv våben
korslagte sværd|våben
bombe|eksplosion fare følelse
boomerang|australien bagslag rikochettere tilbagekastning vende
bue og pil|bueskytte skytten stjernetegn våben
skjold|våben
sav|save snedker tømmer tømrer værktøj
skruenøgle|svensknøgle værktøj
skruetrækker|redskab værktøj
møtrik og bolt|værktøj
tandhjul|værktøj
skruetvinge|skruestik værktøj
vægt|balance jura retfærdighed stjernetegn værktøj
blindestok|handicap
link|kæde tegn
brudt kæde|bryde brække frihed håndjern knække
kæder|
krog|besnære fange fangst få på krogen hage klo lokkemiddel
værktøjskasse|håndværker mekaniker skruenøgle
magnet|hestesko magnetisk tiltrækning
stige|bestige klatre ribbe trin
skovl|grave hul skovle spade
kolbe|kemi værktøj
reagensglas|eksperiment forskning kemiker laboratorium
petriskål|bakterie biologi dyrkning laboratorie
dna|biolog evolution genetik liv
mikroskop|naturfag redskab videnskab værktøj
teleskop|astronomi redskab stjernekikkert videnskab værktøj
parabolantenne|aliens antenne radioteleskop rumvæsner
sprøjte|indsprøjtning injektion kanyle læge medicin
bloddråbe|bloddonor medicin menstruation sår
pille|læge medicin
plaster|
krykke|handicap til førlighed hjælpe invaliditet skadet stok
stetoskop|doktor hjerte læge medicin
røntgen|knogler kranie kranium læge medicinsk røntgenbillede skelet undersøgelse
dør|hoveddør lukket
elevator|adgangsforhold handicapadgang handicapvenligt hejs tilgængelighed
spejl|genspejling makeup sminke spejlbillede spejling spekulum
vindue|frisk luft gennemsigtighed karm rude udsigt vindueskarm åbning
seng|hotel sove
sofa og lampe|hotel
stol|spisestuestol
toilet|badeværelse wc
svupper|blikkenslager stoppet afløb sugekop toilet vvs tekniker wc
brusebad|bad vand
badekar|karbad
musefælde|fange fælde lokkemad ost snare
ragekniv|barberblad barbering barberkniv barberskraber skraber
bodylotion|creme fugtighedscreme shampoo solcreme
sikkerhedsnål|ble punk rock
kost|feje heks rengøring
kurv|indkøb picnic vasketøj
papirrulle|køkkenrulle toiletpapir toiletrulle wc
spand|bassin beholder
sæbe|bad håndsæbe sæbeskum sæbeskål vaske
bobler|bøvs flyder perle ren svæve sæbe vand undervands
tandbørste|badeværelse børste hygiejne mundhygiejne rene tænder
vaskesvamp|absorbere porøs suge svamp
brandslukker|pulverslukker slukke
indkøbsvogn|butik forretning køb vogn
cigaret|rygning tilladt
kiste|begravelse død
gravsten|død hvil i fred kirkegård rip
urne|begravelse død
nazaramulet|blå øje det onde lykkebringer perle talisman
hamsa|amulet beskyttelse fatima håndflade lykke maria mirjam vejleder vejledning velsignelse
statue|moai stenstatue
skilt|banner demonstration protestskilt strejke
legitimationskort|autorisation brugeroplysninger dokument identifikation kørekort sikkerhed tilladelse
hæveautomat|dankortautomat penge
brug affaldsspanden|skraldespand
drikkevand|vandhane
symbol for kørestol|handicap rullestol tilgængelighed
herretoilet|herrer toilet wc
dametoilet|damer toilet wc
toiletskilt|wc
babysymbol|babyskilt bleskift skifte
wc|toilet
paskontrol|
told|
bagageudlevering|rejse
bagageopbevaring|locker rejsegods
advarselsskilt|advarselstrekant
børn krydser vej|pas på
adgang forbudt|ingen skilt trafik
ingen adgang|forbudt
cykler forbudt|ingen
rygning forbudt|ikke tilladt
smid ikke affald|forbudt tilladt
ikke drikkevand|forbudt vand
ingen fodgængere|forbudt
mobiltelefoner forbudt|ingen
forbudt for under 18|aldersgrænse børn ingen mindst
radioaktiv|advarsel radioaktivitet risiko skilt
biologisk fare|advarsel risiko skilt
opadvendt pil|nord retning verdenshjørne
opadvendt pil mod højre|nordøst retning
pil mod højre|retning verdenshjørne øst
nedadvendt pil mod højre|retning sydøst
nedadvendt pil|retning syd verdenshjørne
nedadvendt pil mod venstre|retning sydvest
pil mod venstre|retning verdenshjørne vest
opadvendt pil mod venstre|nordvest retning
op- og nedadvendt pil|
pil mod venstre og højre|dobbeltpil
pil mod højre med sving til venstre|
pil mod venstre med sving til højre|
pil mod højre med sving opad|
pil mod højre med sving nedad|
lodrette cirkulære pile med uret|genindlæs vertikale
vandrette cirkulære pile mod uret|
back-pil|tilbage venstrepil
end-pil|slut venstrepil
on!-dobbeltpil|pil
soon-pil|snart med højrepil tegn
top-pil|peger op toppil
bedested|bøn religion
atomsymbol|ateist
om|hindu religion
davidsstjerne|jøde jødisk religion stjerne
dharma-hjul|buddhist religion
yin og yang|religion taoist
latinsk kors|kristen religion
ortodokst kors|kristen religion
stjerne og halvmåne|islam muslim religion
fredssymbol|
syvarmet lysestage|hanukkah jødisk niarmet religion
sekstakket stjerne med prik|davidsstjerne horoskop jødisk
khanda|deg tegh fateh khalsa religion sikhisme tro
vædderen|stjernetegn
tyren|stjernetegn
tvillingen|stjernetegn
krebsen|stjernetegn
løven|stjernetegn
jomfruen|stjernetegn
vægten|stjernetegn
skorpionen|stjernetegn
skytten|stjernetegn
stenbukken|stjernetegn
vandmanden|stjernetegn
fisken|stjernetegn
slangebæreren|stjernebillede
bland sange-knap|krydsende pile mod højre for
gentageknap|med uret pil
knap til én gentagelse|med uret pil gang
afspilningsknap|højre pil play trekant
spol frem-knap|dobbelt højrepil
knap til næste nummer|scene pil trekant
knap til afspilning og pause|højre pil play trekant
knap til baglæns afspilning|pil trekant venstre
spol tilbage-knap|dobbelt venstrepil pil
knap til forrige nummer|scene pil trekant
op-knap|opad pil
hurtigt op-knap|dobbeltpil
ned-knap|nedad pil
hurtigt ned-knap|dobbeltpil
pauseknap|bjælke dobbelt lodret
stopknap|kvadrat
optageknap|cirkel
udskubningsknap|skub
film|biograf filme filmkamera teater videokamera
lav lysstyrke|dæmpet
høj lysstyrke|sol
mobilsignal|dækning signalstyrke
trådløs|bredbånd computer forbindelse hotspot internet netværk router smartphone fi
vibration|mobil orange symbol
mobil slået fra|offline slukket
kvindesymbol|kvindetegn symbol tegn
mandesymbol|mandetegn symbol tegn
symbol for transkønnethed|
gange|annuller multiplikationstegn tegn
plus|matematik plustegn tegn
minus|matematik minustegn tegn
dividere|divisionstegn matematik tegn
fedt lighedstegn|er med matematik svare
uendelig|ubegrænset uendelighedstegn universel
dobbelt udråbstegn|tegnsætning
udråbstegn og spørgsmålstegn|tegnsætning
rødt spørgsmålstegn|tegnsætning
hvidt spørgsmålstegn|omrids tegnsætning
hvidt udråbstegn|omrids tegnsætning
rødt udråbstegn|tegnsætning
bølgestreg|bølget tegnsætning
valutaveksling|bank penge veksling
dollartegn|
medicinsymbol|lægekunst lægevidenskab slange stav æskulapstav
genbrug|genbrugssymbol
fransk lilje|heraldik heraldisk
trefork|havgud poseidon symbol
navneskilt|skilt
japansk begyndersymbol|grønt og gult
stor rød cirkel|bred kraftig
hvidt flueben|færdig markering udført
afkrydsningsfelt med flueben|felt godkendt markering
flueben|markering
kryds|annuller forkert gange markering multiplikation
krydsknap|gange kvadrat mærke x
krølle|løkke
dobbelt krølle|løkke
japansk kommatering|del
ottetakket spids stjerne|
ottetakket stjerne|
funkle|glimte
copyright|tegn ophavsret
registreret varemærke|
varemærke|
klat|holi maling plet spild
keycap: #|
keycap: *|
tast: 0|keycap nul
tast: 1|et keycap
tast: 2|keycap to
tast: 3|keycap tre
tast: 4|fire keycap
tast: 5|fem keycap
tast: 6|keycap seks
tast: 7|keycap syv
tast: 8|keycap otte
tast: 9|keycap
bookmark..water pistol|
store bogstaver|symbol for
små bogstaver|symbol for
tal|symbol for
symboler|for
latinske alfabet|symbol for
blodtype a|type
blodtype ab|type
blodtype b|type
cl-knap|tegn ryd
cool-knap|tegn
free-knap|gratis tegn
information|informationskilde turistinformation
id-knap|tegn
m i cirkel|
new-knap|nyhed nyt tegn
ng-knap|ikke godt tegn
blodtype o|type
ok|tegn okay
parkering|skilt parkeringsplads
sos|hjælp signal tegn
up!-knap|op tegn
versus|knap tegn
kvadratisk ideogram for her|japansk
kvadratisk ideogram for serviceafgift|japansk
kvadratisk ideogram for månedligt beløb|japansk
kvadratisk ideogram for ikke gratis|japansk
kvadratisk ideogram for reserveret|japansk
cirkulært ideogram for tilbud|japansk
kvadratisk ideogram for rabat|japansk
kvadratisk ideogram for gratis|japansk
kvadratisk ideogram for forbud|japansk
cirkulært ideogram for accept|japansk
kvadratisk ideogram for anvendelse|japansk
kvadratisk ideogram for bestået|japansk
kvadratisk ideogram for ledig|japansk 空
cirkulært ideogram for lykønskning|kinesisk tillykke
cirkulært ideogram for hemmelighed|japansk
kvadratisk ideogram for åben|japansk
kvadratisk ideogram for optaget|japansk
rød cirkel|geometrisk
orange cirkel|
gul cirkel|
grøn cirkel|
blå cirkel|geometrisk
lilla cirkel|
brun cirkel|
sort cirkel|geometrisk
hvid cirkel|geometrisk
rødt kvadrat|firkant
orange kvadrat|firkant
gult kvadrat|firkant
grønt kvadrat|firkant
blåt kvadrat|firkant
lilla kvadrat|firkant
brunt kvadrat|firkant
stort sort kvadrat|geometrisk
stort hvidt kvadrat|geometrisk
mellemstort sort kvadrat|geometrisk
mellemstort hvidt kvadrat|geometrisk
halvlille sort kvadrat|geometrisk
halvlille hvidt kvadrat|geometrisk
lille sort kvadrat|geometrisk
lille hvidt kvadrat|geometrisk
stor orange ruder|geometrisk
stor blå ruder|geometrisk
lille orange ruder|geometrisk
lille blå ruder|geometrisk
op-trekant|rød
ned-trekant|rød
ruder med prik|geometisk
alternativknap|knap
hvid kvadratisk knap|geometrisk omrids
sort kvadratisk knap|geometrisk
ternet flag|motorsport mål
trekantet flag|golf
to krydsede flag|fejring japanske
sort flag|blafrende
hvidt flag|blafrende
regnbueflag|lgbtq pride
transkønnet flag|
piratflag|plyndre skat sørøverflag
ascensionøen|
andorra|
de forenede arabiske emirater|
afghanistan|
antigua og barbuda|
anguilla|
albanien|
armenien|
angola|
antarktis|
argentina|
amerikansk samoa|
østrig|
australien|
aruba|
åland|
aserbajdsjan|
bosnien-hercegovina|
barbados|
bangladesh|
belgien|
burkina faso|
bulgarien|
bahrain|
burundi|
benin|
saint barthélemy|
bermuda|
brunei|
bolivia|
de tidligere nederlandske antiller|
brasilien|
bahamas|
bhutan|
bouvetøen|
botswana|
belarus|
belize|
canada|
cocosøerne|
congo-kinshasa|
den centralafrikanske republik|
congo-brazzaville|
schweiz|
elfenbenskysten|
cookøerne|
chile|
cameroun|
kina|
colombia|
clippertonøen|
sark|cq
costa rica|
cuba|
kap verde|
curaçao|
juleøen|
cypern|
tjekkiet|
tyskland|
diego garcia|
djibouti|
danmark|
dominica|
den dominikanske republik|
algeriet|
ceuta og melilla|
ecuador|
estland|
egypten|
vestsahara|
eritrea|
spanien|
etiopien|
den europæiske union|
finland|
fiji|
falklandsøerne|
mikronesien|
færøerne|
frankrig|
gabon|
storbritannien|
grenada|
georgien|
fransk guyana|
guernsey|
ghana|
gibraltar|
grønland|
gambia|
guinea|
guadeloupe|
ækvatorialguinea|
grækenland|
south georgia og de sydlige sandwichøer|
guatemala|
guam|
guinea-bissau|
guyana|
sar hongkong|
heard island og mcdonald islands|
honduras|
kroatien|
haiti|
ungarn|
kanariske øer|
indonesien|
irland|
israel|
isle of man|
indien|
det britiske territorium i det indiske ocean|
irak|
iran|
island|
italien|
jersey|
jamaica|
jordan|
japan|
kenya|
kirgisistan|
cambodja|
kiribati|
comorerne|
saint kitts og nevis|
nordkorea|
sydkorea|
kuwait|
caymanøerne|
kasakhstan|
laos|
libanon|
saint lucia|
liechtenstein|
sri lanka|
liberia|
lesotho|
litauen|
luxembourg|
letland|
libyen|
marokko|
monaco|
moldova|
montenegro|
saint martin|
madagaskar|
marshalløerne|
nordmakedonien|
mali|
myanmar (burma)|
mongoliet|
sar macao|
nordmarianerne|
martinique|
mauretanien|
montserrat|
malta|
mauritius|
maldiverne|
malawi|
mexico|
malaysia|
mozambique|
namibia|
ny kaledonien|
niger|
norfolk island|
nigeria|
nicaragua|
nederlandene|
norge|
nepal|
nauru|
niue|
new zealand|
oman|
panama|
peru|
fransk polynesien|
papua ny guinea|
filippinerne|
pakistan|
polen|
saint pierre og miquelon|
pitcairn|
puerto rico|
de palæstinensiske områder|
portugal|
palau|
paraguay|
qatar|
réunion|
rumænien|
serbien|
rusland|
rwanda|
saudi-arabien|
salomonøerne|
seychellerne|
sudan|
sverige|
singapore|
st. helena|
slovenien|
svalbard og jan mayen|
slovakiet|
sierra leone|
san marino|
senegal|
somalia|
surinam|
sydsudan|
são tomé og príncipe|
el salvador|
sint maarten|
syrien|
eswatini|
tristan da cunha|
turks- og caicosøerne|
tchad|
de franske besiddelser i det sydlige indiske ocean og antarktis|
togo|
thailand|
tadsjikistan|
tokelau|
timor-leste|
turkmenistan|
tunesien|
tonga|
tyrkiet|
trinidad og tobago|
tuvalu|
taiwan|
tanzania|
ukraine|
uganda|
amerikanske oversøiske øer|
de forenede nationer|
usa|
uruguay|
usbekistan|
vatikanstaten|
saint vincent og grenadinerne|
venezuela|
de britiske jomfruøer|
de amerikanske jomfruøer|
vietnam|
vanuatu|
wallis og futuna|
samoa|
kosovo|
yemen|
mayotte|
sydafrika|
zambia|
zimbabwe|
england|gbeng
skotland|gbsct
wales|gbwls`;
