// Generated from emojibase-data@17.0.0 (en, CLDR annotations) by emoji-data.test.ts (vitest -u). Do not edit.
// One line per emoji of EMOJI_GROUPS, in the same order: "label|words", lower case. Loaded
// lazily by the picker for the reader's language (see loadEmojiNames in emoji-catalog.ts).
export const EMOJI_NAMES = `grinning face|cheerful cheery happy laugh nice smile smiling teeth
grinning face with big eyes|awesome happy mouth open smiling teeth yay
grinning face with smiling eyes|happy laugh lol mouth open
beaming face with smiling eyes|grinning happy nice smile teeth
grinning squinting face|closed eyes hahaha happy lol mouth open rofl smile smiling
grinning face with sweat|cold dejected excited mouth nervous open smiling stressed
rolling on the floor laughing|crying face funny haha happy hehe hilarious joy lmao lol roflmao tear
face with tears of joy|crying feels funny haha happy hehe hilarious laugh lmao lol roflmao
slightly smiling face|happy smile
upside-down face|hehe smile
melting face|disappear dissolve embarrassed haha heat hot liquid lol sarcasm sarcastic
winking face|flirt heartbreaker sexy slide tease winks
smiling face with smiling eyes|glad satisfied smile
smiling face with halo|angelic angels blessed fairytale fantasy happy peaceful smile spirit tale
smiling face with hearts|adore crush ily love romance smile you
smiling face with heart-eyes|143 bae feels hearts ily kisses love romance romantic smile xoxo
star-struck|excited smile starry eyed wow
face blowing a kiss|adorbs bae flirt ily lover miss muah romantic smooch xoxo you
kissing face|143 date dating flirt ily love smooches xoxo you
smiling face|happy outlined smile
kissing face with closed eyes|143 bae blush date dating flirt ily kisses smooches xoxo
kissing face with smiling eyes|143 closed date dating flirt ily kisses love night smile
smiling face with tear|glad grateful happy joy pain proud relieved smiley touched
face savoring food|delicious eat full hungry smile smiling tasty um yummy
face with tongue|awesome cool nice party sweet
winking face with tongue|crazy epic funny joke loopy nutty party wacky weirdo yolo
zany face|crazy eyes goofy
squinting face with tongue|gross horrible omg taste whatever yolo
money-mouth face|paid
smiling face with open hands|
face with hand over mouth|giggle giggling oops realization secret shock sudden surprise whoops
face with open eyes and hand over mouth|amazement awe disbelief embarrass gasp omg quiet scared shock surprise
face with peeking eye|captivated embarrass hide hiding peep scared shy stare
shushing face|quiet shh
thinking face|chin consider hmm pondering wondering
saluting face|good luck ma am ok respect salute sir troops yes
zipper-mouth face|keep quiet secret shut
face with raised eyebrow|disapproval disbelief distrust emoji hmm mild skeptical skepticism surprise what
neutral face|awkward blank deadpan expressionless fine jealous meh oh shade straight unamused unhappy unimpressed whatever
expressionless face|awkward dead fine inexpressive jealous meh not oh omg straight uh unhappy unimpressed whatever
face without mouth|awkward blank expressionless mouthless mute quiet secret silence silent speechless
dotted line face|depressed disappear hidden hide introvert invisible meh whatever wtv
face in clouds|absentminded fog head
smirking face|boss dapper flirt homie kidding leer shade slick sly smug snicker suave suspicious swag
unamused face|bored fine jealous jelly pissed smh ugh uhh unhappy weird whatever
face with rolling eyes|eyeroll shade ugh whatever
grimacing face|awkward dentist grimace grinning smile smiling
face exhaling|blowing exhale exhausted gasp groan relief sigh smiley smoke whisper whistle
lying face|liar lie pinocchio
shaking face|crazy daze earthquake omg panic shock surprise vibrate whoa wow
head shaking horizontally|no shake
head shaking vertically|nod yes
relieved face|calm peace relief zen
pensive face|awful bored dejected died disappointed losing lost sad sucks
sleepy face|crying good night sad sleeping tired
drooling face|
sleeping face|bedtime goodnight nap night tired whatever yawn zzz
face with bags under eyes|bored exhausted fatigued late sleepy tired weary
face with medical mask|cold dentist dermatologist doctor dr germs medicine sick
face with thermometer|ill sick
face with head-bandage|hurt injury ouch
nauseated face|gross nasty sick vomit
face vomiting|barf ew gross puke sick spew throw up
sneezing face|fever flu gesundheit sick sneeze
hot face|dying feverish heat panting red faced stroke sweating tongue
cold face|blue faced freezing frostbite icicles subzero teeth
woozy face|dizzy drunk eyes intoxicated mouth tipsy uneven wavy
face with crossed-out eyes|dead feels knocked sick tired
face with spiral eyes|confused dizzy hypnotized omg smiley trouble whoa woah woozy
exploding head|blown explode mindblown no way
cowboy hat face|cowgirl
partying face|bday birthday celebrate celebration excited happy hat hooray horn
disguised face|eyebrow glasses incognito moustache mustache nose person spy tache tash
smiling face with sunglasses|awesome beach bright bro chilling cool rad relaxed shades slay smile style swag win
nerd face|brainy clever expert geek gifted glasses intelligent smart
face with monocle|classy fancy rich stuffy wealthy
confused face|befuddled confusing dunno frown hm meh not sad sorry sure
face with diagonal mouth|confused confusion disappointed doubtful frustrated frustration meh skeptical unsure whatever wtv
worried face|anxious butterflies nerves nervous sad stressed surprised worry
slightly frowning face|sad
frowning face|sad
face with open mouth|believe forgot omg shocked surprised sympathy unbelievable unreal whoa wow you
hushed face|epic omg stunned surprised whoa woah
astonished face|cost no omg shocked totally way
flushed face|amazed awkward crazy dazed dead disbelief embarrassed geez heat hot impressed jeez what wow
pleading face|begging big eyes mercy not please pretty puppy sad why
face holding back tears|admiration aww cry embarrassed feelings grateful gratitude joy please proud resist sad
frowning face with open mouth|caught guard scared scary surprise what wow
anguished face|forgot scared scary stressed surprise unhappy what wow
fearful face|afraid anxious blame scared worried
anxious face with sweat|blue eek mouth nervous open rushed scared yikes
sad but relieved face|anxious call close complicated not sweat time whew
crying face|awful feels miss sad tear triste unhappy
loudly crying face|bawling sad tears unhappy
face screaming in fear|epic fearful munch scared screamer shocked surprised woah
confounded face|annoyed confused cringe distraught feels frustrated mad sad
persevering face|concentrate concentration focus headache
disappointed face|awful blame dejected fail losing sad unhappy
downcast face with sweat|close cold feels headache nervous sad scared yikes
weary face|crying fail feels hungry mad nooo sad sleepy tired unhappy
tired face|cost feels nap sad sneeze
yawning face|bedtime bored goodnight nap night sleepy tired whatever zzz
face with steam from nose|anger angry feels fume fuming furious fury mad unhappy won
enraged face|anger angry feels maddening pouting red shade unhappy upset
angry face|anger blame feels frustrated maddening rage shade unhappy upset
face with symbols on mouth|censor cursing cussing mad pissed swearing
smiling face with horns|demon devil evil fairytale fantasy purple shade smile tale
angry face with horns|demon devil evil fairytale fantasy mischievous purple shade tale
skull|body dead death face fairytale i lmao monster tale yolo
skull and crossbones|bone dead death face monster
pile of poo|bs comic doo dung face fml monster smelly smh stinks stinky turd
clown face|
ogre|creature devil face fairytale fantasy mask monster scary tale
goblin|angry creature face fairytale fantasy mask mean monster tale
ghost|boo creature excited face fairytale fantasy halloween haunting monster scary silly tale
alien|creature extraterrestrial face fairytale fantasy monster space tale ufo
alien monster|creature extraterrestrial face fairytale fantasy gamer games pixelated tale ufo
robot|monster
grinning cat|animal face mouth open smiling
grinning cat with smiling eyes|animal face
cat with tears of joy|animal face laughing lol
smiling cat with heart-eyes|animal face love smile
cat with wry smile|animal face ironic
kissing cat|animal closed eyes face
weary cat|animal face oh surprised
crying cat|animal sad tear
pouting cat|animal face
see-no-evil monkey|embarrassed face forbidden forgot gesture hide omg prohibited scared secret smh watch
hear-no-evil monkey|animal ears face forbidden gesture listen not prohibited secret shh tmi
speak-no-evil monkey|animal face forbidden gesture not oops prohibited quiet secret stealth
love letter|heart mail romance valentine
heart with arrow|143 adorbs date emotion ily love romance valentine
heart with ribbon|143 anniversary emotion ily kisses valentine xoxo
sparkling heart|143 emotion excited good ily kisses morning night sparkle xoxo
growing heart|143 emotion excited ily kisses muah nervous pulse xoxo
beating heart|143 cardio emotion ily love pulsating pulse
revolving hearts|143 adorbs anniversary emotion
two hearts|143 anniversary date dating emotion ily kisses love loving xoxo
heart decoration|143 emotion hearth purple white
heart exclamation|punctuation
broken heart|break crushed emotion heartbroken lonely sad
heart on fire|burn love lust sacred
mending heart|healthier improving recovering recuperating well
red heart|emotion love
pink heart|143 adorable cute emotion ily like love special sweet
orange heart|143
yellow heart|143 cardiac emotion ily love
green heart|143 emotion ily love romantic
blue heart|143 emotion ily love romance
light blue heart|143 cute cyan emotion ily like love sky special teal
purple heart|143 bestest emotion ily love
brown heart|143
black heart|evil wicked
grey heart|143 emotion gray ily love silver slate special
white heart|143
kiss mark|dating emotion heart kissing lips romance sexy
hundred points|agree clearly definitely faithful fleek full keep perfect score true truth yup
anger symbol|angry comic mad upset
collision|bomb collide comic explode
dizzy|comic shining shooting stars
sweat droplets|comic drip splashing squirt water wet workout
dashing away|cloud comic fart fast gone gotta running smoke
hole|
speech balloon|bubble comic dialog message sms talk text typing
eye in speech bubble|balloon witness
left speech bubble|balloon dialog
right anger bubble|angry balloon mad
thought balloon|bubble cartoon cloud comic daydream decisions dream idea invention realize think thoughts wonder
zzz|comic goodnight night sleeping sleepy tired
waving hand|bye cya g2g greetings gtg hello hey hi later outtie ttfn ttyl you
raised back of hand|backhand
hand with fingers splayed|stop
raised hand|5 five high stop
vulcan salute|finger hands
rightwards hand|handshake hold reach shake
leftwards hand|handshake hold reach shake
palm down hand|dismiss dropped pick shoo up
palm up hand|beckon catch come hold know lift me offer tell
leftwards pushing hand|block five halt high hold pause refuse slap stop wait
rightwards pushing hand|block five halt high hold pause refuse slap stop wait
ok hand|awesome bet dope fleek fosho gotcha legit okay pinch rad sure sweet three
pinched fingers|gesture hand hold huh interrogation patience relax sarcastic ugh what zip
pinching hand|amount bit fingers little small sort
victory hand|peace
crossed fingers|luck
hand with index finger and thumb crossed|3 expensive heart love money snap
love-you gesture|fingers ily three
sign of the horns|finger hand rock on
call me hand|hang loose shaka
backhand index pointing left|finger hand
backhand index pointing right|finger hand
backhand index pointing up|finger hand
middle finger|
backhand index pointing down|finger hand
index pointing up|finger hand this
index pointing at the viewer|finger hand poke you
thumbs up|good hand like yes
thumbs down|bad dislike good hand nope
raised fist|clenched hand punch solidarity
oncoming fist|absolutely agree boom bro bruh bump clenched correct hand knuckle pound rock ttyl
left-facing fist|leftwards
right-facing fist|rightwards
clapping hands|applause approval awesome congrats congratulations excited good great homie job nice prayed well yay
raising hands|celebration gesture hooray praise
heart hands|3 love you
open hands|hug jazz swerve
palms up together|cupped dua hands prayer wish
handshake|agreement deal meeting shake
folded hands|appreciate ask beg blessed bow cmon five gesture high please thanks thx
writing hand|write
nail polish|bored cosmetics done makeup manicure whatever
selfie|camera phone
flexed biceps|arm beast bench bodybuilder bro curls gains gym jacked press ripped strong weightlift
mechanical arm|accessibility prosthetic
mechanical leg|accessibility prosthetic
leg|bent foot kick knee limb
foot|ankle feet kick stomp
ear|body ears hearing listening sound
ear with hearing aid|accessibility hard
nose|body noses nosey odor smells
brain|intelligent smart
anatomical heart|beat cardiology heartbeat organ pulse real red
lungs|breathe exhalation inhalation organ respiration
tooth|dentist pearly teeth white
bone|bones dog skeleton wishbone
eyes|body face googly looking omg peep seeing
eye|1 body one
tongue|body lick slurp
mouth|beauty body kissing lipstick
biting lip|anxious bite fear flirting kiss lipstick nervous sexy uncomfortable worried worry
baby|babies children goo infant newborn pregnant young
child|bright eyed grandchild kid younger
boy|bright eyed child grandson kid son younger
girl|bright eyed child daughter granddaughter kid virgo younger zodiac
person|
person: blond hair|haired human
man|adult bro
person: beard|whiskers
man: beard|bearded whiskers
woman: beard|bearded whiskers
man: red hair|adult bro
man: curly hair|adult bro
man: white hair|adult bro
man: bald|adult bro
woman|adult lady
woman: red hair|adult lady
person: red hair|adult
woman: curly hair|adult lady
person: curly hair|adult
woman: white hair|adult lady
person: white hair|adult
woman: bald|adult lady
person: bald|adult
woman: blond hair|blonde
man: blond hair|
older person|elderly grandparent wise
old man|adult bald elderly gramps grandfather grandpa wise
old woman|adult elderly grandma grandmother granny lady wise
person frowning|annoyed disappointed disgruntled disturbed frustrated gesture irritated upset
man frowning|annoyed disappointed disgruntled disturbed frustrated gesture irritated upset
woman frowning|annoyed disappointed disgruntled disturbed frustrated gesture irritated upset
person pouting|disappointed downtrodden frown grimace scowl sulk upset whine
man pouting|disappointed downtrodden frown grimace scowl sulk upset whine
woman pouting|disappointed downtrodden frown grimace scowl sulk upset whine
person gesturing no|forbidden gesture hand not prohibit
man gesturing no|forbidden gesture hand not prohibit
woman gesturing no|forbidden gesture hand not prohibit
person gesturing ok|exercise gesture hand omg
man gesturing ok|exercise gesture hand omg
woman gesturing ok|exercise gesture hand omg
person tipping hand|fetch flick flip gossip sarcasm sarcastic sassy seriously whatever
man tipping hand|fetch flick flip gossip sarcasm sarcastic sassy seriously whatever
woman tipping hand|fetch flick flip gossip sarcasm sarcastic sassy seriously whatever
person raising hand|gesture here know me pick question raise
man raising hand|gesture here know me pick question raise
woman raising hand|gesture here know me pick question raise
deaf person|accessibility ear gesture hear
deaf man|accessibility ear gesture hear
deaf woman|accessibility ear gesture hear
person bowing|apology ask beg favor forgive gesture meditate meditation pity regret sorry
man bowing|apology ask beg favor forgive gesture meditate meditation pity regret sorry
woman bowing|apology ask beg favor forgive gesture meditate meditation pity regret sorry
person facepalming|again bewilder disbelief exasperation not oh omg shock smh
man facepalming|again bewilder disbelief exasperation not oh omg shock smh
woman facepalming|again bewilder disbelief exasperation not oh omg shock smh
person shrugging|doubt dunno guess idk ignorance indifference knows maybe whatever who
man shrugging|doubt dunno guess idk ignorance indifference knows maybe whatever who
woman shrugging|doubt dunno guess idk ignorance indifference knows maybe whatever who
health worker|doctor healthcare nurse therapist
man health worker|healthcare nurse therapist
woman health worker|healthcare nurse therapist
student|graduate
man student|graduate
woman student|graduate
teacher|instructor lecturer professor
man teacher|instructor lecturer professor
woman teacher|instructor lecturer professor
judge|justice law scales
man judge|justice law scales
woman judge|justice law scales
farmer|gardener rancher
man farmer|gardener rancher
woman farmer|gardener rancher
cook|chef
man cook|chef
woman cook|chef
mechanic|electrician plumber tradesperson
man mechanic|electrician plumber tradesperson
woman mechanic|electrician plumber tradesperson
factory worker|assembly industrial
man factory worker|assembly industrial
woman factory worker|assembly industrial
office worker|architect business manager white collar
man office worker|architect business manager white collar
woman office worker|architect business manager white collar
scientist|biologist chemist engineer mathematician physicist
man scientist|biologist chemist engineer mathematician physicist
woman scientist|biologist chemist engineer mathematician physicist
technologist|coder computer developer inventor software
man technologist|coder computer developer inventor software
woman technologist|coder computer developer inventor software
singer|actor entertainer rockstar star
man singer|actor entertainer rockstar star
woman singer|actor entertainer rockstar star
artist|palette
man artist|palette
woman artist|palette
pilot|plane
man pilot|plane
woman pilot|plane
astronaut|rocket space
man astronaut|rocket space
woman astronaut|rocket space
firefighter|firetruck
man firefighter|firetruck
woman firefighter|firetruck
police officer|apprehend arrest citation law over pulled undercover
man police officer|apprehend arrest citation cop law over pulled undercover
woman police officer|apprehend arrest citation cop law over pulled undercover
detective|
man detective|sleuth spy
woman detective|sleuth spy
guard|buckingham helmet london palace
man guard|buckingham helmet london palace
woman guard|buckingham helmet london palace
ninja|assassin fighter hidden person secret skills sly soldier stealth war
construction worker|build fix hardhat hat man person rebuild remodel repair
man construction worker|build fix hardhat hat rebuild remodel repair
woman construction worker|build fix hardhat hat man rebuild remodel repair
person with crown|monarch noble regal royalty
prince|crown fairytale fantasy king royalty tale
princess|crown fairytale fantasy queen royalty tale
person wearing turban|
man wearing turban|
woman wearing turban|
person with skullcap|cap chinese guapi hat
woman with headscarf|bandana hijab kerchief mantilla tichel
person in tuxedo|formal wedding
man in tuxedo|formal groom wedding
woman in tuxedo|formal wedding
person with veil|wedding
man with veil|wedding
woman with veil|bride wedding
pregnant woman|
pregnant man|belly bloated full overeat
pregnant person|belly bloated full overeat stuffed
breast-feeding|baby mom mother nursing woman
woman feeding baby|mom mother nanny newborn nursing
man feeding baby|dad father nanny newborn nursing
person feeding baby|nanny newborn nursing parent
baby angel|church face fairytale fantasy tale
santa claus|celebration christmas fairy fantasy father holiday merry tale xmas
mrs. claus|celebration fairy fantasy holiday merry santa tale xmas
mx claus|celebration christmas fairy fantasy holiday merry santa tale xmas
superhero|good hero superpower
man superhero|good hero superpower
woman superhero|good heroine superpower
supervillain|bad criminal evil superpower villain
man supervillain|bad criminal evil superpower villain
woman supervillain|bad criminal evil superpower villain
mage|fantasy magic play sorcerer sorceress sorcery spell summon witch wizard
man mage|fantasy magic play sorcerer sorceress sorcery spell summon witch wizard
woman mage|fantasy magic play sorcerer sorceress sorcery spell summon witch wizard
fairy|fairytale fantasy myth person pixie tale wings
man fairy|fairytale fantasy myth oberon person pixie puck tale wings
woman fairy|fairytale fantasy myth person pixie tale titania wings
vampire|blood dracula fangs halloween scary supernatural teeth undead
man vampire|blood fangs halloween scary supernatural teeth undead
woman vampire|blood fangs halloween scary supernatural teeth undead
merperson|creature fairytale folklore ocean sea siren trident
merman|creature fairytale folklore neptune ocean poseidon sea siren trident triton
mermaid|creature fairytale folklore merwoman ocean sea siren trident
elf|elves enchantment fantasy folklore magical myth
man elf|elves enchantment fantasy folklore magical myth
woman elf|elves enchantment fantasy folklore magical myth
genie|djinn fantasy jinn lamp myth rub wishes
man genie|djinn fantasy jinn lamp myth rub wishes
woman genie|djinn fantasy jinn lamp myth rub wishes
zombie|apocalypse dead halloween horror scary undead walking
man zombie|apocalypse dead halloween horror scary undead walking
woman zombie|apocalypse dead halloween horror scary undead walking
troll|fairy fantasy monster tale trolling
person getting massage|face headache relaxing salon soothe spa tension therapy treatment
man getting massage|face headache relaxing salon soothe spa tension therapy treatment
woman getting massage|face headache relaxing salon soothe spa tension therapy treatment
person getting haircut|barber beauty chop cosmetology cut groom parlor shears style
man getting haircut|barber beauty chop cosmetology cut groom parlor person shears style
woman getting haircut|barber beauty chop cosmetology cut groom parlor person shears style
person walking|amble gait hike man pace pedestrian stride stroll
man walking|amble gait hike pace pedestrian stride stroll
woman walking|amble gait hike man pace pedestrian stride stroll
person walking: facing right|amble gait hike man pace pedestrian stride stroll
woman walking: facing right|amble gait hike man pace pedestrian stride stroll
man walking: facing right|amble gait hike pace pedestrian stride stroll
person standing|
man standing|
woman standing|
person kneeling|knees
man kneeling|knees
woman kneeling|knees
person kneeling: facing right|knees
woman kneeling: facing right|knees
man kneeling: facing right|knees
person with white cane|accessibility blind
person with white cane: facing right|accessibility blind probing
man with white cane|accessibility blind
man with white cane: facing right|accessibility blind probing
woman with white cane|accessibility blind
woman with white cane: facing right|accessibility blind probing
person in motorized wheelchair|accessibility
person in motorized wheelchair: facing right|accessibility
man in motorized wheelchair|accessibility
man in motorized wheelchair: facing right|accessibility
woman in motorized wheelchair|accessibility
woman in motorized wheelchair: facing right|accessibility
person in manual wheelchair|accessibility
person in manual wheelchair: facing right|accessibility
man in manual wheelchair|accessibility
man in manual wheelchair: facing right|accessibility
woman in manual wheelchair|accessibility
woman in manual wheelchair: facing right|accessibility
person running|fast hurry marathon move quick race racing rush speed
man running|fast hurry marathon move quick race racing rush speed
woman running|fast hurry marathon move quick race racing rush speed
person running: facing right|fast hurry marathon move quick race racing rush speed
woman running: facing right|fast hurry marathon move quick race racing rush speed
man running: facing right|fast hurry marathon move quick race racing rush speed
woman dancing|elegant festive flair flamenco groove let salsa tango
man dancing|dancer elegant festive flair flamenco groove let salsa tango
person in suit levitating|
people with bunny ears|bestie bff counterpart double identical pair partying soulmate twinsies
men with bunny ears|bestie bff counterpart dancer double identical pair people soulmate twinsies
women with bunny ears|bestie bff counterpart dancer double identical pair people soulmate twinsies
person in steamy room|day luxurious pamper relax sauna spa steambath unwind
man in steamy room|day luxurious pamper relax sauna spa steambath unwind
woman in steamy room|day luxurious pamper relax sauna spa steambath unwind
person climbing|climber mountain rock scale up
man climbing|climber mountain rock scale up
woman climbing|climber mountain rock scale up
person fencing|sword
horse racing|jockey racehorse riding sport
skier|snow
snowboarder|ski sport
person golfing|ball birdie caddy driving green pga putt range tee
man golfing|ball birdie caddy driving green pga putt range tee
woman golfing|ball birdie caddy driving green pga putt range tee
person surfing|beach ocean sport swell waves
man surfing|beach ocean sport surfer swell waves
woman surfing|beach ocean person sport surfer swell waves
person rowing boat|canoe cruise fishing lake oar paddle raft river
man rowing boat|canoe cruise fishing lake oar paddle raft river rowboat
woman rowing boat|canoe cruise fishing lake oar paddle raft river rowboat
person swimming|freestyle sport triathlon
man swimming|freestyle sport swimmer triathlon
woman swimming|freestyle man sport swimmer triathlon
person bouncing ball|athletic basketball championship dribble net player throw
man bouncing ball|athletic basketball championship dribble net player throw
woman bouncing ball|athletic basketball championship dribble net player throw
person lifting weights|barbell bodybuilder deadlift powerlifting weightlifter workout
man lifting weights|barbell bodybuilder deadlift lifter powerlifting weightlifter workout
woman lifting weights|barbell bodybuilder deadlift lifter powerlifting weightlifter workout
person biking|bicycle bike cycle cyclist riding sport
man biking|bicycle bicyclist bike cycle cyclist riding sport
woman biking|bicycle bicyclist bike cycle cyclist riding sport
person mountain biking|bicycle bike cycle cyclist riding sport
man mountain biking|bicycle bicyclist bike cycle cyclist riding sport
woman mountain biking|bicycle bicyclist bike cycle cyclist riding sport
person cartwheeling|active excited flip gymnastics happy somersault
man cartwheeling|active excited flip gymnastics happy somersault
woman cartwheeling|active excited flip gymnastics happy somersault
people wrestling|combat duel grapple ring tournament
men wrestling|combat duel grapple ring tournament wrestle
women wrestling|combat duel grapple ring tournament wrestle
person playing water polo|sport swimming waterpolo
man playing water polo|sport swimming waterpolo
woman playing water polo|sport swimming waterpolo
person playing handball|athletics ball catch chuck hurl lob pitch sport throw toss
man playing handball|athletics ball catch chuck hurl lob pitch sport throw toss
woman playing handball|athletics ball catch chuck hurl lob pitch sport throw toss
person juggling|act balance balancing handle juggle manage multitask skill
man juggling|act balance balancing handle juggle manage multitask skill
woman juggling|act balance balancing handle juggle manage multitask skill
person in lotus position|cross legged legs meditation peace relax serenity yoga yogi zen
man in lotus position|cross legged legs meditation peace relax serenity yoga yogi zen
woman in lotus position|cross legged legs meditation peace relax serenity yoga yogi zen
person taking bath|bathtub tub
person in bed|bedtime goodnight hotel nap night tired zzz
people holding hands|bae bestie bff couple dating flirt friends twins
women holding hands|bae bestie bff couple dating flirt friends girls sisters twins
woman and man holding hands|bae bestie bff dating flirt friends twins
men holding hands|bae bestie bff boys brothers couple dating flirt friends twins
kiss|anniversary babe bae date dating heart love mwah person romance together xoxo
kiss: woman, man|anniversary babe bae couple date dating heart love mwah person romance together xoxo
kiss: man, man|anniversary babe bae couple date dating heart love mwah person romance together xoxo
kiss: woman, woman|anniversary babe bae couple date dating heart love mwah person romance together xoxo
couple with heart|anniversary babe bae dating kiss love person relationship romance together you
couple with heart: woman, man|anniversary babe bae dating kiss love person relationship romance together you
couple with heart: man, man|anniversary babe bae dating kiss love person relationship romance together you
couple with heart: woman, woman|anniversary babe bae dating kiss love person relationship romance together you
family: man, woman, boy|child
family: man, woman, girl|child
family: man, woman, girl, boy|child
family: man, woman, boy, boy|child
family: man, woman, girl, girl|child
family: man, man, boy|child
family: man, man, girl|child
family: man, man, girl, boy|child
family: man, man, boy, boy|child
family: man, man, girl, girl|child
family: woman, woman, boy|child
family: woman, woman, girl|child
family: woman, woman, girl, boy|child
family: woman, woman, boy, boy|child
family: woman, woman, girl, girl|child
family: man, boy|child
family: man, boy, boy|child
family: man, girl|child
family: man, girl, boy|child
family: man, girl, girl|child
family: woman, boy|child
family: woman, boy, boy|child
family: woman, girl|child
family: woman, girl, boy|child
family: woman, girl, girl|child
speaking head|face
bust in silhouette|mysterious shadow
busts in silhouette|bff everyone friends people
people hugging|comfort embrace farewell friendship goodbye hello love thanks
family|child
family: adult, adult, child|
family: adult, adult, child, child|
family: adult, child|
family: adult, child, child|
footprints|barefoot clothing omw print walk
fingerprint|clue crime detective forensics identity mystery print safety trace
monkey face|animal banana
monkey|animal banana
gorilla|animal
orangutan|animal ape monkey
dog face|adorbs animal pet puppies puppy
dog|animals dogs pet
guide dog|accessibility animal blind
service dog|accessibility animal assistance
poodle|animal dog fluffy
wolf|animal face
fox|animal
raccoon|animal curious sly
cat face|animal kitten kitty pet
cat|animals cats kitten pet
black cat|animal feline halloween meow unlucky
lion|alpha animal leo mane order rawr roar safari strong zodiac
tiger face|animal big cat predator
tiger|animal big cat predator zoo
leopard|animal big cat predator zoo
horse face|animal dressage equine farm horses
moose|alces animal antlers elk mammal
donkey|animal ass burro hinny mammal mule stubborn
horse|animal equestrian farm racing
unicorn|
zebra|animal stripe
deer|animal
bison|animal buffalo herd wisent
cow face|animal farm milk moo
ox|animals bull farm taurus zodiac
water buffalo|animal zoo
cow|animals farm milk moo
pig face|animal bacon farm pork
pig|animal bacon farm pork sow
boar|animal pig
pig nose|animal face farm smell snout
ram|animal aries horns male sheep zodiac zoo
ewe|animal baa farm female fluffy lamb wool
goat|animal capricorn farm milk zodiac
camel|animal desert hump one
two-hump camel|animal bactrian desert
llama|alpaca animal guanaco vicuña wool
giraffe|animal spots
elephant|animal
mammoth|animal extinction large tusk wooly
rhinoceros|animal
hippopotamus|animal
mouse face|animal
mouse|animals
rat|animal
hamster|animal face pet
rabbit face|animal bunny pet
rabbit|animal bunny pet
chipmunk|animal squirrel
beaver|animal dam teeth
hedgehog|animal spiny
bat|animal vampire
bear|animal face grizzly growl honey
polar bear|animal arctic white
koala|animal australia bear down face marsupial under
panda|animal bamboo
sloth|lazy slow
otter|animal fishing playful
skunk|animal stink
kangaroo|animal joey jump marsupial
badger|animal honey pester
paw prints|paws
turkey|bird gobble thanksgiving
chicken|animal bird ornithology
rooster|animal bird ornithology
hatching chick|animal baby bird egg
baby chick|animal bird ornithology
front-facing baby chick|animal bird newborn ornithology
bird|animal ornithology
penguin|animal antarctica bird ornithology
dove|bird fly ornithology
eagle|animal bird ornithology
duck|animal bird ornithology
swan|animal bird cygnet duckling ornithology ugly
owl|animal bird ornithology wise
dodo|animal bird extinction large ornithology
feather|bird flight light plumage
flamingo|animal bird flamboyant ornithology tropical
peacock|animal bird colorful ornithology ostentatious peahen pretty proud
parrot|animal bird ornithology pirate talk
wing|angelic ascend aviation bird flying heavenly mythology soar
black bird|animal beak caw corvid crow ornithology raven rook
goose|animal bird duck flock fowl gaggle gander geese honk ornithology silly
phoenix|ascend ascension emerge fantasy firebird glory immortal rebirth reincarnation reinvent renewal revival revive rise transform
frog|animal face
crocodile|animal zoo
turtle|animal terrapin tortoise
lizard|animal reptile
snake|animal bearer ophiuchus serpent zodiac
dragon face|animal fairytale tale
dragon|animal fairytale knights tale
sauropod|brachiosaurus brontosaurus dinosaur diplodocus
t-rex|dinosaur tyrannosaurus
spouting whale|animal beach face ocean
whale|animal beach ocean
dolphin|animal beach ocean
seal|animal lion ocean
fish|animal dinner fishes fishing pisces zodiac
tropical fish|animal fishes
blowfish|animal fish
shark|animal fish
octopus|animal creature ocean
spiral shell|animal beach conch sea
coral|change climate ocean reef sea
jellyfish|animal aquarium burn invertebrate life marine ocean ouch plankton sea stinger tentacles
crab|cancer zodiac
lobster|animal bisque claws seafood
shrimp|food shellfish small
squid|animal food mollusk
oyster|diving pearl
snail|animal escargot garden nature slug
butterfly|insect pretty
bug|animal garden insect
ant|animal garden insect
honeybee|animal bumblebee insect nature spring
beetle|animal bug insect
lady beetle|animal garden insect ladybird nature
cricket|animal bug grasshopper insect orthoptera
cockroach|animal insect pest roach
spider|animal insect
spider web|
scorpion|scorpius zodiac
mosquito|bite disease fever insect malaria pest virus
fly|animal disease insect maggot pest rotting
worm|animal annelid earthworm parasite
microbe|amoeba bacteria science virus
bouquet|anniversary birthday date flower love plant romance
cherry blossom|flower plant springtime
white flower|
lotus|beauty buddhism calm flower hinduism peace purity serenity
rosette|plant
rose|beauty elegant flower love plant red valentine
wilted flower|dying
hibiscus|flower plant
sunflower|flower outdoors plant
blossom|buttercup dandelion flower plant
tulip|blossom flower growth plant
hyacinth|bloom bluebonnet flower indigo lavender lilac lupine plant purple shrub snapdragon spring violet
seedling|plant sapling sprout young
potted plant|decor grow house nurturing
evergreen tree|christmas forest pine
deciduous tree|forest green habitat shedding
palm tree|beach plant tropical
cactus|desert drought nature plant
sheaf of rice|grains plant
herb|leaf plant
shamrock|irish plant
four leaf clover|4 irish lucky plant
maple leaf|falling
fallen leaf|autumn falling
leaf fluttering in wind|blow
empty nest|branch home nesting
nest with eggs|bird branch nesting
mushroom|fungus toadstool
leafless tree|bare barren branches dead drought trunk winter wood
grapes|dionysus fruit
melon|cantaloupe fruit
watermelon|fruit
tangerine|citrus fruit nectarine orange vitamin
lemon|citrus fruit sour
lime|acidity citrus cocktail fruit garnish key margarita mojito refreshing salsa sour tangy tequila tropical zest
banana|fruit potassium
pineapple|colada fruit pina tropical
mango|food fruit tropical
red apple|diet food fruit health ripe
green apple|fruit
pear|fruit
peach|fruit
cherries|berries cherry fruit red
strawberry|berry fruit
blueberries|berries berry bilberry blueberry food fruit
kiwi fruit|food
tomato|food fruit vegetable
olive|food
coconut|colada palm piña
avocado|food fruit
eggplant|aubergine vegetable
potato|food vegetable
carrot|food vegetable
ear of corn|crops farm maize maze
hot pepper|
bell pepper|capsicum food vegetable
cucumber|food pickle vegetable
leafy green|bok burgers cabbage choy kale lettuce salad
broccoli|cabbage wild
garlic|flavoring
onion|flavoring
peanuts|food nut vegetable
beans|food kidney legume small
chestnut|almond plant
ginger root|beer health herb natural spice
pea pod|beanstalk edamame legume soybean vegetable veggie
brown mushroom|food fungi fungus nature pizza portobello shiitake shroom spore sprout toppings truffle vegetable vegetarian veggie
root vegetable|beet food garden radish salad turnip vegetarian
bread|carbs food grain loaf restaurant toast wheat
croissant|bread breakfast crescent food french roll
baguette bread|food french
flatbread|arepa bread food gordita lavash naan pita
pretzel|convoluted twisted
bagel|bakery bread breakfast schmear
pancakes|breakfast crêpe food hotcake
waffle|breakfast indecisive iron
cheese wedge|
meat on bone|
poultry leg|bone chicken drumstick hungry turkey
cut of meat|chop lambchop porkchop red steak
bacon|breakfast food meat
hamburger|burger eat fast food hungry
french fries|fast food
pizza|cheese food hungry pepperoni slice
hot dog|frankfurter sausage
sandwich|bread
taco|mexican
burrito|mexican wrap
tamale|food mexican pamonha wrapped
stuffed flatbread|falafel food gyro kebab
falafel|chickpea meatball
egg|breakfast food
cooking|breakfast easy frying over pan restaurant side sunny up
shallow pan of food|casserole paella
pot of food|soup
fondue|cheese chocolate food melted pot ski
bowl with spoon|breakfast cereal congee oatmeal porridge
green salad|food
popcorn|corn movie
butter|dairy
salt|condiment flavor mad salty shaker taste upset
canned food|
bento box|food
rice cracker|food
rice ball|food japanese
cooked rice|food
curry rice|food
steaming bowl|chopsticks food noodle pho soup
spaghetti|food meatballs pasta restaurant
roasted sweet potato|food
oden|food kebab restaurant seafood skewer stick
sushi|food
fried shrimp|prawn tempura
fish cake with swirl|food pastry restaurant
moon cake|autumn festival yuèbǐng
dango|dessert japanese skewer stick sweet
dumpling|empanada gyōza jiaozi pierogi potsticker
fortune cookie|prophecy
takeout box|chopsticks delivery food oyster pail
soft ice cream|dessert food restaurant serve sweet
shaved ice|dessert restaurant sweet
ice cream|dessert food restaurant sweet
doughnut|breakfast dessert donut food sweet
cookie|chip chocolate dessert sweet
birthday cake|bday celebration dessert happy pastry sweet
shortcake|dessert pastry slice sweet
cupcake|bakery dessert sprinkles sugar sweet treat
pie|apple filling fruit meat pastry pumpkin slice
chocolate bar|candy dessert halloween sweet tooth
candy|cavities dessert halloween restaurant sweet tooth wrapper
lollipop|candy dessert food restaurant sweet
custard|dessert pudding sweet
honey pot|barrel bear food honeypot jar sweet
baby bottle|babies birth born drink infant milk newborn
glass of milk|drink
hot beverage|cafe caffeine chai drink morning steaming tea
teapot|brew drink food pot
teacup without handle|beverage cup drink oolong
sake|bar beverage bottle cup drink restaurant
bottle with popping cork|bar drink
wine glass|alcohol bar beverage booze club drinking drinks restaurant
cocktail glass|alcohol bar booze club drinking drinks mad martini men
tropical drink|alcohol bar booze club cocktail drinking drinks drunk mai party tai tropics
beer mug|alcohol ale bar booze drinking drinks octoberfest oktoberfest pint stein summer
clinking beer mugs|alcohol bar booze bottoms cheers drinking drinks
clinking glasses|celebrate drink
tumbler glass|liquor scotch shot whiskey whisky
pouring liquid|accident drink empty glass oops spill water
cup with straw|drink juice malt soda soft water
bubble tea|boba food milk pearl
beverage box|juice straw sweet
mate|
ice|cold iceberg
chopsticks|hashi jeotgarak kuaizi
fork and knife with plate|cooking dinner eat
fork and knife|breakfast breaky cooking cutlery delicious dinner eat feed food hungry lunch restaurant yummy
spoon|eat tableware
kitchen knife|chef cooking tool weapon
jar|condiment container empty nothing sauce store
amphora|aquarius cooking drink jug tool weapon zodiac
globe showing europe-africa|world
globe showing americas|world
globe showing asia-australia|world
globe with meridians|earth internet web worldwide
world map|
map of japan|
compass|direction magnetic navigation orienteering
snow-capped mountain|cold
mountain|
volcano|eruption mountain nature
mount fuji|mountain nature
camping|
beach with umbrella|
desert|
desert island|
national park|
stadium|
classical building|
building construction|crane
brick|clay mortar wall
rock|boulder heavy solid stone tough
wood|log lumber timber
hut|home house roundhouse shelter yurt
houses|
derelict house|home
house|building country heart home ranch settle simple suburban suburbia where
house with garden|building country heart home ranch settle simple suburban suburbia where
office building|city cubical job
japanese post office|building
post office|building
hospital|building doctor medicine
bank|building
hotel|building
love hotel|building
convenience store|24 building hours
school|building
department store|building
factory|building
japanese castle|building
castle|building
wedding|chapel hitched nuptials romance
tokyo tower|
statue of liberty|new nyc york
church|bless chapel christian cross religion
mosque|islam masjid muslim religion
hindu temple|
synagogue|jewish judaism religion temple
shinto shrine|religion
kaaba|hajj islam muslim religion umrah
fountain|
tent|camping
foggy|
night with stars|
cityscape|
sunrise over mountains|morning
sunrise|morning nature
cityscape at dusk|building evening landscape
sunset|building dusk
bridge at night|
hot springs|steaming
carousel horse|entertainment
playground slide|amusement park playing sliding theme
ferris wheel|amusement park theme
roller coaster|amusement park theme
barber pole|cut fresh haircut shave
circus tent|
locomotive|caboose engine railway trains travel
railway car|electric train tram travel trolleybus
high-speed train|railway shinkansen
bullet train|high speed nose railway shinkansen travel
train|arrived choo railway
metro|subway travel
light rail|arrived monorail railway
station|railway train
tram|trolleybus
monorail|vehicle
mountain railway|car trip
tram car|bus trolleybus
bus|school vehicle
oncoming bus|cars
trolleybus|bus tram
minibus|bus drive van vehicle
ambulance|emergency vehicle
fire engine|truck
police car|5 0 cops patrol
oncoming police car|
taxi|cabbie car drive vehicle yellow
oncoming taxi|cabbie cars drove hail yellow
automobile|driving vehicle
oncoming automobile|cars drove vehicle
sport utility vehicle|drive recreational sportutility
pickup truck|automobile car flatbed up transportation
delivery truck|car drive vehicle
articulated lorry|car drive move semi truck vehicle
tractor|vehicle
racing car|zoom
motorcycle|
motor scooter|
manual wheelchair|accessibility
motorized wheelchair|accessibility
auto rickshaw|tuk
bicycle|class cycle cycling cyclist gang ride spinning
kick scooter|
skateboard|board skater wheels
roller skate|blades skates sport
bus stop|
motorway|highway road
railway track|train
oil drum|
fuel pump|diesel gasoline station
wheel|car circle tire turn vehicle
police car light|alarm alert beacon emergency revolving siren
horizontal traffic light|intersection signal stoplight
vertical traffic light|drove intersection signal stoplight
stop sign|
construction|barrier
anchor|ship tool
ring buoy|float lifesaver preserver rescue safety saver swim
sailboat|resort sailing sea yacht
canoe|boat
speedboat|billionaire boat lake luxury millionaire summer travel
passenger ship|
ferry|boat passenger
motor boat|motorboat
ship|boat passenger travel
airplane|aeroplane flying jet plane travel
small airplane|aeroplane plane
airplane departure|aeroplane check in departures plane
airplane arrival|aeroplane arrivals landing plane
parachute|hang glide parasail skydive
seat|chair
helicopter|copter roflcopter travel vehicle
suspension railway|
mountain cableway|gondola lift ski
aerial tramway|cable car gondola ropeway
satellite|space
rocket|launch rockets space travel
flying saucer|aliens extra terrestrial ufo
bellhop bell|hotel
luggage|bag packing roller suitcase travel
hourglass done|sand timer
hourglass not done|hours timer waiting yolo
watch|clock time
alarm clock|hours hrs late time waiting
stopwatch|clock time
timer clock|
mantelpiece clock|time
twelve o’clock|12 00 time
twelve-thirty|12 30 time
one o’clock|1 00 time
one-thirty|1 30 time
two o’clock|2 00 time
two-thirty|2 30 time
three o’clock|3 00 time
three-thirty|30 time
four o’clock|4 00 time
four-thirty|30 4 time
five o’clock|5 00 time
five-thirty|30 5 time
six o’clock|6 00 time
six-thirty|30 6
seven o’clock|7 00
seven-thirty|30 7
eight o’clock|8 00 time
eight-thirty|30 8 time
nine o’clock|9 00 time
nine-thirty|30 9 time
ten o’clock|10 00
ten-thirty|10 30 time
eleven o’clock|11 00 time
eleven-thirty|11 30 time
new moon|dark space
waxing crescent moon|dreams space
first quarter moon|space
waxing gibbous moon|space
full moon|space
waning gibbous moon|space
last quarter moon|space
waning crescent moon|space
crescent moon|ramadan space
new moon face|space
first quarter moon face|space
last quarter moon face|dreams
thermometer|weather
sun|bright rays space weather
full moon face|bright
sun with face|beach bright day heat shine sunny sunshine weather
ringed planet|saturnine
star|astronomy medium stars white
glowing star|glittery night shining sparkle win
shooting star|falling night space
milky way|space
cloud|weather
sun behind cloud|cloudy weather
cloud with lightning and rain|thunderstorm
sun behind small cloud|weather
sun behind large cloud|weather
sun behind rain cloud|weather
cloud with rain|weather
cloud with snow|cold weather
cloud with lightning|weather
tornado|weather whirlwind
fog|cloud weather
wind face|cloud
cyclone|dizzy hurricane twister typhoon weather
rainbow|gay genderqueer glbtq lesbian lgbtqia nature pride queer transgender weather
closed umbrella|clothing rain
umbrella|clothing rain
umbrella with rain drops|clothing weather
umbrella on ground|rain sun
high voltage|danger electricity lightning nature thunderbolt
snowflake|cold weather
snowman|cold man
snowman without snow|cold man
comet|space
fire|af burn flame hot litaf tool
droplet|cold comic nature sad sweat tear water weather
water wave|nature surfer surfing
jack-o-lantern|celebration halloween pumpkin
christmas tree|celebration
fireworks|boom celebration entertainment yolo
sparkler|boom celebration fireworks
firecracker|dynamite explosive fireworks light popping spark
sparkles|magic star
balloon|birthday celebrate celebration
party popper|awesome birthday celebrate celebration excited hooray woohoo
confetti ball|celebrate celebration party woohoo
tanabata tree|banner celebration japanese
pine decoration|celebration japanese plant
japanese dolls|celebration festival
carp streamer|celebration
wind chime|bell celebration
moon viewing ceremony|celebration
red envelope|gift good hóngbāo lai luck money see
ribbon|celebration
wrapped gift|birthday bow box celebration christmas present surprise
reminder ribbon|celebration
admission tickets|
ticket|admission stub
military medal|award celebration
trophy|champion champs prize slay sport victory winning
sports medal|award gold winner
1st place medal|gold
2nd place medal|silver
3rd place medal|bronze
soccer ball|football futbol sport
baseball|ball sport
softball|ball glove sports underarm
basketball|ball hoop sport
volleyball|ball game
american football|ball bowl sport super
rugby football|ball sport
tennis|ball racquet sport
flying disc|ultimate
bowling|ball game sport strike
cricket game|
field hockey|game
ice hockey|game
lacrosse|ball goal sports stick
ping pong|bat game pingpong
badminton|birdie game
boxing glove|
martial arts uniform|judo karate taekwondo
goal net|
flag in hole|sport
ice skate|skating
fishing pole|entertainment sport
diving mask|scuba snorkeling
running shirt|athletics
skis|snow sport
sled|luge sledge sleigh snow toboggan
curling stone|game rock
bullseye|direct entertainment game hit target
yo-yo|fluctuate toy
kite|fly soar
water pistol|handgun revolver tool weapon
pool 8 ball|billiard eight game
crystal ball|fairytale fantasy fortune future magic tale tool
magic wand|magician witch wizard
video game|controller entertainment
joystick|game videogame
slot machine|casino gamble gambling game slots
game die|dice entertainment
puzzle piece|clue interlocking
teddy bear|plaything plush stuffed toy
piñata|candy celebrate celebration cinco de festive mayo party pinada
mirror ball|dance disco glitter party
nesting dolls|babooshka baboushka babushka matryoshka russia
spade suit|card game
heart suit|card emotion game
diamond suit|card game
club suit|card game
chess pawn|dupe expendable
joker|card game wildcard
mahjong red dragon|game
flower playing cards|game japanese
performing arts|actor actress entertainment mask theater theatre thespian
framed picture|art museum painting
artist palette|artsy arty colorful creative entertainment museum painter painting
thread|needle sewing spool string
sewing needle|embroidery stitches sutures tailoring thread
yarn|ball crochet knit
knot|cord rope tangled tie twine twist
glasses|clothing eyewear
sunglasses|eyewear glasses
goggles|dive eye protection scuba swimming welding
lab coat|clothes doctor dr experiment jacket scientist white
safety vest|emergency
necktie|clothing employed serious shirt tie
t-shirt|blue casual clothes clothing collar dressed shopping weekend
jeans|blue casual clothes clothing denim dressed pants shopping trousers weekend
scarf|bundle cold neck up
gloves|hand
coat|brr bundle cold jacket up
socks|stocking
dress|clothes clothing dressed fancy shopping
kimono|clothing comfortable
sari|clothing dress
one-piece swimsuit|bathing suit
briefs|bathing one piece suit swimsuit underwear
shorts|bathing pants suit swimsuit underwear
bikini|bathing beach clothing pool suit swim
woman’s clothes|blouse clothing collar dressed lady shirt shopping
folding hand fan|clack clap cooling dance flirt flutter hot shy
purse|clothes clothing coin dress fancy handbag shopping
handbag|bag clothes clothing dress lady purse shopping
clutch bag|clothes clothing dress handbag purse
shopping bags|hotel
backpack|backpacking bag bookbag education rucksack
thong sandal|beach flip flop sandals shoe thongs zōri
man’s shoe|brown clothes clothing feet foot kick shoes shopping
running shoe|clothes clothing fast kick shoes shopping sneaker tennis
hiking boot|backpacking brown camping outdoors shoe
flat shoe|ballet comfy flats on slipper
high-heeled shoe|clothes clothing dress fashion heels shoes shopping stiletto woman
woman’s sandal|clothing shoe
ballet shoes|dance
woman’s boot|clothes clothing dress shoes shopping
hair pick|afro comb groom
crown|clothing family king medieval queen royalty win
woman’s hat|clothes clothing garden hats party
top hat|clothes clothing fancy formal magic
graduation cap|celebration clothing education hat scholar
billed cap|baseball bent dad hat
military helmet|army soldier warrior
rescue worker’s helmet|aid face hat
prayer beads|clothing necklace religion
lipstick|cosmetics date makeup
ring|diamond engaged engagement married romance shiny sparkling wedding
gem stone|diamond engagement jewel money romance wedding
muted speaker|quiet silent sound
speaker low volume|soft sound
speaker medium volume|
speaker high volume|music
loudspeaker|address communication public sound
megaphone|cheering sound
postal horn|
bell|break church sound
bell with slash|forbidden mute not prohibited quiet silent sound
musical score|note
musical note|sound
musical notes|sound
studio microphone|music
level slider|music
control knobs|music
microphone|karaoke music sing sound
headphone|earbud sound
radio|entertainment tbt video
saxophone|instrument music
accordion|box concertina instrument music squeezebox
guitar|instrument music strat
musical keyboard|instrument piano
trumpet|instrument music
violin|instrument music
banjo|music stringed
drum|music
long drum|beat conga instrument rhythm
maracas|cha dance instrument music party percussion rattle shaker
flute|band fife flautist instrument marching music orchestra piccolo pipe recorder woodwind
harp|cupid instrument love music orchestra
mobile phone|cell communication telephone
mobile phone with arrow|build cell communication receive telephone
telephone|
telephone receiver|communication phone voip
pager|communication
fax machine|communication
battery|
low battery|drained electronic energy power
electric plug|electricity
laptop|office pc personal
desktop computer|monitor
printer|computer
keyboard|computer
computer mouse|
trackball|computer
computer disk|minidisk optical
floppy disk|computer
optical disk|blu ray computer dvd
dvd|blu ray cd computer disk optical
abacus|calculation calculator
movie camera|bollywood cinema film hollywood record
film frames|cinema movie
film projector|cinema movie video
clapper board|action movie
television|video
camera|photo selfie snap tbt trip video
camera with flash|video
video camera|camcorder tbt
videocassette|old school tape vcr
magnifying glass tilted left|lab pointing science search tool
magnifying glass tilted right|contact lab pointing science search tool
candle|light
light bulb|comic electric idea
flashlight|electric light tool torch
red paper lantern|bar light restaurant
diya lamp|light oil
notebook with decorative cover|book decorated education school writing
closed book|education
open book|education fantasy knowledge library novels reading
green book|education fantasy library reading
blue book|education fantasy library reading
orange book|education fantasy library reading
books|education fantasy knowledge library novels reading school study
notebook|
ledger|notebook
page with curl|document paper
scroll|paper
page facing up|document paper
newspaper|communication paper
rolled-up newspaper|paper
bookmark tabs|marker
bookmark|mark
label|tag
money bag|bank bet billion cash cost dollar gold million paid paying pot rich win
coin|dollar euro gold metal money rich silver treasure
yen banknote|bill currency money note
dollar banknote|bill currency money note
euro banknote|100 bill currency money note rich
pound banknote|billion cash currency money note pounds
money with wings|banknote billion cash dollar fly million note pay
credit card|bank cash charge money pay
receipt|accounting bookkeeping evidence invoice proof
chart increasing with yen|bank currency graph growth market money rise trend upward
envelope|mail letter
e-mail|email letter
incoming envelope|delivering mail email letter receive sent
envelope with arrow|communication down mail email letter outgoing send sent
outbox tray|box email letter mail sent
inbox tray|box email letter mail receive zero
package|box communication delivery parcel shipping
closed mailbox with raised flag|communication postbox
closed mailbox with lowered flag|postbox
open mailbox with raised flag|postbox
open mailbox with lowered flag|postbox
postbox|mailbox
ballot box with ballot|
pencil|
black nib|pen
fountain pen|
pen|
paintbrush|painting
crayon|
memo|communication media notes
briefcase|office
file folder|
open file folder|
card index dividers|
calendar|
tear-off calendar|
spiral notepad|
spiral calendar|
card index|old rolodex school
chart increasing|data graph growth right
chart decreasing|data graph negative
bar chart|data graph
clipboard|do list notes
pushpin|collage pin
round pushpin|location map pin
paperclip|
linked paperclips|
straight ruler|angle edge math straightedge
triangular ruler|angle math set slide triangle
scissors|cutting paper tool
card file box|
file cabinet|filing paper
wastebasket|can garbage trash
locked|closed private
unlocked|cracked lock open
locked with pen|nib privacy
locked with key|bike secure
key|keys lock major password unlock
old key|clue lock
hammer|home improvement repairs tool
axe|chop hatchet split wood
pick|hammer mining tool
hammer and pick|tool
hammer and wrench|spanner tool
dagger|weapon
crossed swords|weapon
bomb|boom comic dangerous explosion hot
boomerang|rebound repercussion weapon
bow and arrow|archery sagittarius tool weapon zodiac
shield|weapon
carpentry saw|carpenter cut lumber tool trim
wrench|home improvement spanner tool
screwdriver|flathead handy tool
nut and bolt|home improvement tool
gear|cogwheel tool
clamp|tool vice
balance scale|justice libra tool weight zodiac
white cane|accessibility blind
link|links
broken chain|breaking cuffs freedom
chains|
hook|catch crook curve ensnare point selling
toolbox|box chest mechanic red
magnet|attraction horseshoe magnetic negative positive shape u
ladder|climb rung step
shovel|bury dig garden hole plant scoop snow spade
alembic|chemistry tool
test tube|chemistry experiment lab science
petri dish|bacteria biologist biology culture lab
dna|biologist evolution genetics life
microscope|experiment lab science tool
telescope|contact extraterrestrial science tool
satellite antenna|aliens contact dish science
syringe|doctor flu medicine needle shot sick tool vaccination
drop of blood|bleed donation injury medicine menstruation
pill|doctor drugs medicated medicine pills sick vitamin
adhesive bandage|
crutch|aid cane disability help hurt injured mobility stick
stethoscope|doctor heart medicine
x-ray|bones doctor medical skeleton skull xray
door|back closet front
elevator|accessibility hoist lift
mirror|makeup reflection reflector speculum
window|air frame fresh opening transparent view
bed|hotel sleep
couch and lamp|hotel
chair|seat sit
toilet|bathroom
plunger|cup force plumber poop suction toilet
shower|water
bathtub|
mouse trap|bait cheese lure mousetrap snare
razor|sharp shave
lotion bottle|moisturizer shampoo sunscreen
safety pin|diaper punk rock
broom|cleaning sweeping witch
basket|farming laundry picnic
roll of paper|toilet towels
bucket|cask pail vat
soap|bar bathing cleaning lather soapdish
bubbles|burp clean floating pearl soap underwater
toothbrush|bathroom brush clean dental hygiene teeth toiletry
sponge|absorbing cleaning porous soak
fire extinguisher|quench
shopping cart|
cigarette|
coffin|dead death vampire
headstone|cemetery dead graveyard memorial rip tombstone
funeral urn|ashes death
nazar amulet|bead blue charm evil eye talisman
hamsa|amulet fatima fortune guide hand mary miriam palm protection
moai|face statue stoneface travel
placard|card demonstration notice picket plaque protest sign
identification card|credentials document license security
atm sign|automated bank cash money teller
litter in bin sign|litterbin
potable water|drinking
wheelchair symbol|access handicap
men’s room|bathroom lavatory man restroom toilet wc
women’s room|bathroom lavatory restroom toilet wc woman
restroom|bathroom lavatory toilet wc
baby symbol|changing
water closet|bathroom lavatory restroom toilet
passport control|
customs|packing
baggage claim|arrived bags case checked journey packing plane ready travel trip
left luggage|baggage case locker
warning|caution
children crossing|pedestrian traffic
no entry|do fail forbidden not pass prohibited traffic
prohibited|forbidden not smoke
no bicycles|bike forbidden not prohibited
no smoking|forbidden not prohibited smoke
no littering|forbidden prohibited
non-potable water|dry drinking prohibited
no pedestrians|forbidden not prohibited
no mobile phones|cell forbidden not prohibited telephone
no one under eighteen|18 age forbidden not prohibited restriction
radioactive|
biohazard|
up arrow|cardinal direction north
up-right arrow|direction intercardinal northeast
right arrow|cardinal direction east
down-right arrow|direction intercardinal southeast
down arrow|cardinal direction south
down-left arrow|direction intercardinal southwest
left arrow|cardinal direction west
up-left arrow|direction intercardinal northwest
up-down arrow|
left-right arrow|
right arrow curving left|
left arrow curving right|
right arrow curving up|
right arrow curving down|
clockwise vertical arrows|refresh reload
counterclockwise arrows button|again anticlockwise deja refresh rewindershins vu
back arrow|
end arrow|
on! arrow|mark
soon arrow|brb omw
top arrow|homie up
place of worship|pray religion
atom symbol|atheist
om|hindu religion
star of david|jewish judaism religion
wheel of dharma|buddhist religion
yin yang|difficult lives religion taoist total yinyang
latin cross|christian religion
orthodox cross|christian religion
star and crescent|islam muslim ramadan religion
peace symbol|healing peaceful
menorah|candelabrum candlestick hanukkah jewish judaism religion
dotted six-pointed star|fortune jewish judaism
khanda|deg fateh khalsa religion sikhism tegh
aries|horoscope ram zodiac
taurus|bull horoscope ox zodiac
gemini|horoscope twins zodiac
cancer|crab horoscope zodiac
leo|horoscope lion zodiac
virgo|horoscope zodiac
libra|balance horoscope justice scales zodiac
scorpio|horoscope scorpion zodiac
sagittarius|archer horoscope zodiac
capricorn|goat horoscope zodiac
aquarius|bearer horoscope water zodiac
pisces|fish horoscope zodiac
ophiuchus|bearer serpent snake zodiac
shuffle tracks button|crossed
repeat button|arrow clockwise
repeat single button|arrow clockwise once
play button|right triangle
fast-forward button|arrow double
next track button|arrow scene
play or pause button|arrow
reverse button|left triangle
fast reverse button|arrow double
last track button|arrow previous scene
upwards button|red
fast up button|
downwards button|red
fast down button|
pause button|
stop button|
record button|
eject button|
cinema|camera film movie
dim button|
bright button|light
antenna bars|cell communication mobile phone telephone
wireless|broadband computer connectivity hotspot internet network router smartphone fi wifi wlan
vibration mode|cell communication mobile phone telephone
mobile phone off|cell telephone
female sign|woman
male sign|man
transgender symbol|
multiply|cancel sign
plus|
minus|math
divide|math
heavy equals sign|answer equality math
infinity|forever unbounded universal
double exclamation mark|punctuation
exclamation question mark|punctuation
red question mark|punctuation
white question mark|outlined punctuation
white exclamation mark|outlined punctuation
red exclamation mark|punctuation
wavy dash|punctuation
currency exchange|bank money
heavy dollar sign|billion cash charge currency million money pay
medical symbol|medicine
recycling symbol|
fleur-de-lis|knights
trident emblem|anchor poseidon ship tool
name badge|
japanese symbol for beginner|chevron green leaf tool yellow
hollow red circle|heavy large
check mark button|checked checkmark completed done fixed tick
check box with check|checked done off tick
check mark|checked checkmark done tick
cross mark|cancel multiplication multiply
cross mark button|multiplication multiply x
curly loop|
double curly loop|
part alternation mark|
eight-spoked asterisk|
eight-pointed star|
sparkle|
copyright|
registered|
trade mark|trademark
splatter|drip holi ink liquid mess paint spill stain
keycap: #|
keycap: *|
keycap: 0|
keycap: 1|
keycap: 2|
keycap: 3|
keycap: 4|
keycap: 5|
keycap: 6|
keycap: 7|
keycap: 8|
keycap: 9|
keycap: 10|
input latin uppercase|letters
input latin lowercase|letters
input numbers|
input symbols|
input latin letters|alphabet
a button (blood type)|
ab button (blood type)|
b button (blood type)|
cl button|
cool button|
free button|
information|
id button|identity
circled m|
new button|
ng button|
o button (blood type)|
ok button|okay
p button|
sos button|help
up! button|mark
vs button|versus
japanese “here” button|katakana
japanese “service charge” button|katakana
japanese “monthly amount” button|ideograph
japanese “not free of charge” button|ideograph
japanese “reserved” button|ideograph
japanese “bargain” button|
japanese “discount” button|ideograph
japanese “free of charge” button|ideograph
japanese “prohibited” button|ideograph
japanese “acceptable” button|ideograph
japanese “application” button|ideograph
japanese “passing grade” button|ideograph
japanese “vacancy” button|ideograph
japanese “congratulations” button|ideograph
japanese “secret” button|ideograph
japanese “open for business” button|ideograph
japanese “no vacancy” button|ideograph
red circle|geometric
orange circle|
yellow circle|
green circle|
blue circle|geometric
purple circle|
brown circle|
black circle|geometric
white circle|geometric
red square|card penalty
orange square|
yellow square|card penalty
green square|
blue square|
purple square|
brown square|
black large square|geometric
white large square|geometric
black medium square|geometric
white medium square|geometric
black medium-small square|geometric
white medium-small square|geometric
black small square|geometric
white small square|geometric
large orange diamond|geometric
large blue diamond|geometric
small orange diamond|geometric
small blue diamond|geometric
red triangle pointed up|geometric
red triangle pointed down|geometric
diamond with a dot|comic geometric
radio button|geometric
white square button|geometric outlined
black square button|geometric
chequered flag|finish flags game race racing sport win
triangular flag|construction golf
crossed flags|celebration japanese
black flag|
white flag|
rainbow flag|bisexual gay genderqueer glbtq lesbian lgbtqia pride queer transgender
transgender flag|blue light pink white
pirate flag|jolly plunder roger treasure
flag: ascension island|
flag: andorra|
flag: united arab emirates|
flag: afghanistan|
flag: antigua & barbuda|
flag: anguilla|
flag: albania|
flag: armenia|
flag: angola|
flag: antarctica|
flag: argentina|
flag: american samoa|
flag: austria|
flag: australia|
flag: aruba|
flag: åland islands|
flag: azerbaijan|
flag: bosnia & herzegovina|
flag: barbados|
flag: bangladesh|
flag: belgium|
flag: burkina faso|
flag: bulgaria|
flag: bahrain|
flag: burundi|
flag: benin|
flag: st. barthélemy|
flag: bermuda|
flag: brunei|
flag: bolivia|
flag: caribbean netherlands|
flag: brazil|
flag: bahamas|
flag: bhutan|
flag: bouvet island|
flag: botswana|
flag: belarus|
flag: belize|
flag: canada|
flag: cocos (keeling) islands|
flag: congo - kinshasa|
flag: central african republic|
flag: congo - brazzaville|
flag: switzerland|
flag: côte d’ivoire|
flag: cook islands|
flag: chile|
flag: cameroon|
flag: china|
flag: colombia|
flag: clipperton island|
flag: sark|cq
flag: costa rica|
flag: cuba|
flag: cape verde|
flag: curaçao|
flag: christmas island|
flag: cyprus|
flag: czechia|
flag: germany|
flag: diego garcia|
flag: djibouti|
flag: denmark|
flag: dominica|
flag: dominican republic|
flag: algeria|
flag: ceuta & melilla|
flag: ecuador|
flag: estonia|
flag: egypt|
flag: western sahara|
flag: eritrea|
flag: spain|
flag: ethiopia|
flag: european union|
flag: finland|
flag: fiji|
flag: falkland islands|
flag: micronesia|
flag: faroe islands|
flag: france|
flag: gabon|
flag: united kingdom|
flag: grenada|
flag: georgia|
flag: french guiana|
flag: guernsey|
flag: ghana|
flag: gibraltar|
flag: greenland|
flag: gambia|
flag: guinea|
flag: guadeloupe|
flag: equatorial guinea|
flag: greece|
flag: south georgia & south sandwich islands|
flag: guatemala|
flag: guam|
flag: guinea-bissau|
flag: guyana|
flag: hong kong sar china|
flag: heard & mcdonald islands|
flag: honduras|
flag: croatia|
flag: haiti|
flag: hungary|
flag: canary islands|
flag: indonesia|
flag: ireland|
flag: israel|
flag: isle of man|
flag: india|
flag: british indian ocean territory|
flag: iraq|
flag: iran|
flag: iceland|
flag: italy|
flag: jersey|
flag: jamaica|
flag: jordan|
flag: japan|
flag: kenya|
flag: kyrgyzstan|
flag: cambodia|
flag: kiribati|
flag: comoros|
flag: st. kitts & nevis|
flag: north korea|
flag: south korea|
flag: kuwait|
flag: cayman islands|
flag: kazakhstan|
flag: laos|
flag: lebanon|
flag: st. lucia|
flag: liechtenstein|
flag: sri lanka|
flag: liberia|
flag: lesotho|
flag: lithuania|
flag: luxembourg|
flag: latvia|
flag: libya|
flag: morocco|
flag: monaco|
flag: moldova|
flag: montenegro|
flag: st. martin|
flag: madagascar|
flag: marshall islands|
flag: north macedonia|
flag: mali|
flag: myanmar (burma)|
flag: mongolia|
flag: macao sar china|
flag: northern mariana islands|
flag: martinique|
flag: mauritania|
flag: montserrat|
flag: malta|
flag: mauritius|
flag: maldives|
flag: malawi|
flag: mexico|
flag: malaysia|
flag: mozambique|
flag: namibia|
flag: new caledonia|
flag: niger|
flag: norfolk island|
flag: nigeria|
flag: nicaragua|
flag: netherlands|
flag: norway|
flag: nepal|
flag: nauru|
flag: niue|
flag: new zealand|
flag: oman|
flag: panama|
flag: peru|
flag: french polynesia|
flag: papua new guinea|
flag: philippines|
flag: pakistan|
flag: poland|
flag: st. pierre & miquelon|
flag: pitcairn islands|
flag: puerto rico|
flag: palestinian territories|
flag: portugal|
flag: palau|
flag: paraguay|
flag: qatar|
flag: réunion|
flag: romania|
flag: serbia|
flag: russia|
flag: rwanda|
flag: saudi arabia|
flag: solomon islands|
flag: seychelles|
flag: sudan|
flag: sweden|
flag: singapore|
flag: st. helena|
flag: slovenia|
flag: svalbard & jan mayen|
flag: slovakia|
flag: sierra leone|
flag: san marino|
flag: senegal|
flag: somalia|
flag: suriname|
flag: south sudan|
flag: são tomé & príncipe|
flag: el salvador|
flag: sint maarten|
flag: syria|
flag: eswatini|
flag: tristan da cunha|
flag: turks & caicos islands|
flag: chad|
flag: french southern territories|
flag: togo|
flag: thailand|
flag: tajikistan|
flag: tokelau|
flag: timor-leste|
flag: turkmenistan|
flag: tunisia|
flag: tonga|
flag: türkiye|
flag: trinidad & tobago|
flag: tuvalu|
flag: taiwan|
flag: tanzania|
flag: ukraine|
flag: uganda|
flag: u.s. outlying islands|
flag: united nations|
flag: united states|
flag: uruguay|
flag: uzbekistan|
flag: vatican city|
flag: st. vincent & grenadines|
flag: venezuela|
flag: british virgin islands|
flag: u.s. virgin islands|
flag: vietnam|
flag: vanuatu|
flag: wallis & futuna|
flag: samoa|
flag: kosovo|
flag: yemen|
flag: mayotte|
flag: south africa|
flag: zambia|
flag: zimbabwe|
flag: england|gbeng
flag: scotland|gbsct
flag: wales|gbwls`;
