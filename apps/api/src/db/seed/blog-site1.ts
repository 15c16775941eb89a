import { t, type BlogFolderSeed, type BlogImageSeed } from './blog-types.ts';

/**
 * The blog of site 1, Atelier Morineau (issue 17): fourteen articles in three folders, one with a sub-folder,
 * in French and English. Illustrations are drawn by apps/api/seed-assets/draw-blog.ts.
 */

const CLAIRE = 'Claire Morineau';
const INES = 'Inès Garnier';

const image = (name: string, fr: string, en: string): BlogImageSeed => ({ file: `blog/${name}.svg`, alt: t(fr, en) });

/** A figure of an article's text: a file of the site's storage, which the API turns into its URL. */
const figure = (name: string, alt: string, caption: string) =>
  `<figure><img src="blog/${name}.svg" alt="${alt}" width="1200" height="800" loading="lazy"><figcaption>${caption}</figcaption></figure>`;

const fabrics: BlogFolderSeed = {
  slug: t('tissus-et-matieres', 'fabrics-and-materials'),
  name: t('Tissus et matières', 'Fabrics and materials'),
  description: t(
    'Ce qui habille un siège et ce qu’il y a dedans : tissus d’ameublement, crin, mousse et ouate.',
    'What dresses a seat and what lies inside it: upholstery fabrics, horsehair, foam and wadding.',
  ),
  image: image('dossier-tissus', 'Des rouleaux de tissu et un nuancier', 'Rolls of fabric and a swatch book'),
  articles: [
    {
      slug: t('choisir-un-tissu-ameublement', 'choosing-an-upholstery-fabric'),
      title: t(
        'Lin, coton, velours : choisir un tissu d’ameublement',
        'Linen, cotton, velvet: choosing an upholstery fabric',
      ),
      summary: t(
        'Résistance à l’usure, toucher, entretien : les questions à se poser avant de tomber amoureux d’un échantillon.',
        'Wear resistance, feel, care: the questions to ask yourself before falling in love with a swatch.',
      ),
      author: CLAIRE,
      publishedAt: '2026-02-12T09:00:00+01:00',
      image: image(
        'choisir-tissu',
        'Un nuancier ouvert avec des échantillons de lin, de coton et de velours',
        'An open swatch book with linen, cotton and velvet samples',
      ),
      body: t(
        `<p>C’est souvent le moment préféré de nos clients : le nuancier s’ouvre sur la grande table de l’atelier, et les échantillons défilent. Avant de choisir une couleur, il vaut pourtant mieux se poser trois questions simples.</p>
<h2>À quoi servira le siège ?</h2>
<p>Un fauteuil de salon sur lequel on s’assoit tous les soirs ne demande pas le même tissu qu’une chaise de chambre. Les éditeurs indiquent la résistance à l’usure en <strong>tours Martindale</strong> : comptez au moins 20 000 tours pour un usage quotidien, 40 000 pour une banquette de restaurant ou une maison avec des enfants.</p>
${figure('nuancier', 'Un nuancier de tissus d’ameublement', 'Le lin, le coton et le velours vieillissent chacun à leur manière.')}
<h2>Quel toucher aimez-vous ?</h2>
<ul>
<li><strong>Le lin</strong> est frais, mat et naturel ; il se froisse un peu et c’est son charme.</li>
<li><strong>Le coton</strong> est facile à vivre, se décline en mille imprimés et supporte bien le nettoyage.</li>
<li><strong>Le velours</strong> est chaleureux et profond ; il marque davantage, mais un velours de qualité se redresse à la vapeur.</li>
</ul>
<h2>Combien de temps voulez-vous y consacrer ?</h2>
<p>Un tissu clair en lin lavé ne pardonne pas une tasse de café ; un velours de laine foncé cache beaucoup de choses. Pour les maisons animées, nous conseillons volontiers les tissus traités antitache ou les velours d’extérieur, devenus très doux.</p>
<p>Enfin, demandez toujours un échantillon à emporter : un tissu ne se juge vraiment que chez soi, à la lumière de sa pièce, près de ses rideaux et de son parquet.</p>`,
        `<p>It is often our clients’ favourite moment: the swatch book opens on the big workshop table and the samples go by. Before choosing a colour, though, it pays to ask three simple questions.</p>
<h2>What will the seat be used for?</h2>
<p>A living-room armchair you sit in every evening does not need the same fabric as a bedroom chair. Textile houses give wear resistance in <strong>Martindale rubs</strong>: allow at least 20,000 rubs for daily use, 40,000 for a restaurant bench or a home with children.</p>
${figure('nuancier-en', 'A book of upholstery fabric swatches', 'Linen, cotton and velvet each age in their own way.')}
<h2>What feel do you like?</h2>
<ul>
<li><strong>Linen</strong> is cool, matt and natural; it creases a little, and that is its charm.</li>
<li><strong>Cotton</strong> is easy to live with, comes in a thousand prints and cleans well.</li>
<li><strong>Velvet</strong> is warm and deep; it marks more, but a good velvet stands up again with steam.</li>
</ul>
<h2>How much time do you want to spend on it?</h2>
<p>A pale washed linen will not forgive a cup of coffee; a dark wool velvet hides a great deal. For busy homes we gladly suggest stain-resistant fabrics or outdoor velvets, which have become very soft.</p>
<p>Finally, always ask for a sample to take home: a fabric can only really be judged at home, in the light of your room, next to your curtains and your floor.</p>`,
      ),
    },
    {
      slug: t('crin-mousse-ouate', 'horsehair-foam-wadding'),
      title: t(
        'Crin, mousse et ouate : ce qu’il y a dans un fauteuil',
        'Horsehair, foam and wadding: what is inside an armchair',
      ),
      summary: t(
        'Garniture traditionnelle ou contemporaine : une coupe de fauteuil pour comprendre ce qui fait son confort.',
        'Traditional or modern upholstery: a cross-section of an armchair to understand what makes it comfortable.',
      ),
      author: INES,
      publishedAt: '2026-05-07T09:00:00+02:00',
      image: image(
        'crin-mousse',
        'Une assise coupée en deux montrant ressorts, crin et mousse',
        'A seat cut in half showing springs, horsehair and foam',
      ),
      body: t(
        `<p>Quand on regarde un fauteuil, on ne voit que son tissu. Pourtant, c’est ce qu’il y a dessous qui décide s’il sera confortable dans vingt ans.</p>
${figure('coupe-assise', 'Coupe d’une assise traditionnelle', 'De bas en haut : sangles, ressorts, toile, crin, toile blanche et tissu.')}
<h2>La garniture traditionnelle</h2>
<p>Sur les sièges anciens, tout repose sur des <strong>sangles de jute</strong> tendues sur le bâti. On y coud des ressorts, reliés entre eux par une ficelle : c’est le guindage. Viennent ensuite une toile forte, une couche de crin végétal, puis le crin animal, piqué à l’aiguille pour former des bords bien nets. Une toile blanche recouvre le tout avant le tissu.</p>
<p>Cette méthode demande du temps, mais elle se répare indéfiniment : on peut refaire une garniture au crin tous les trente ou quarante ans sans jeter quoi que ce soit.</p>
<h2>La garniture contemporaine</h2>
<p>Les sièges plus récents utilisent des sangles élastiques et des blocs de <strong>mousse</strong> de différentes densités, enveloppés d’une ouate qui adoucit les angles. C’est plus rapide, plus léger et très confortable, à condition de choisir une mousse de bonne densité.</p>
<h2>Et chez vous ?</h2>
<p>Nous respectons toujours l’époque du siège : un cabriolet Louis XV retrouvera son crin, une chauffeuse des années soixante sa mousse. Et si vous hésitez, passez à l’atelier : nous avons des coupes de démonstration à toucher.</p>`,
        `<p>When you look at an armchair, you only see its fabric. Yet it is what lies underneath that decides whether it will still be comfortable in twenty years.</p>
${figure('coupe-assise-en', 'Cross-section of a traditional seat', 'From bottom to top: webbing, springs, hessian, horsehair, calico and fabric.')}
<h2>Traditional upholstery</h2>
<p>On old seats, everything rests on <strong>jute webbing</strong> stretched across the frame. Springs are sewn onto it and tied together with twine: this is the lashing. Then come a strong hessian, a layer of vegetable fibre, and horsehair, stitched with a needle to form crisp edges. A layer of calico covers it all before the fabric.</p>
<p>This method takes time, but it can be repaired forever: horsehair stuffing can be redone every thirty or forty years without throwing anything away.</p>
<h2>Modern upholstery</h2>
<p>More recent seats use elastic webbing and blocks of <strong>foam</strong> of different densities, wrapped in wadding that softens the corners. It is quicker, lighter and very comfortable, provided you choose a good-density foam.</p>
<h2>And at your place?</h2>
<p>We always respect the period of the seat: a Louis XV cabriolet will get its horsehair back, a sixties slipper chair its foam. And if you are unsure, come to the workshop: we have demonstration sections you can touch.</p>`,
      ),
    },
  ],
};

const care: BlogFolderSeed = {
  slug: t('conseils-entretien', 'care-advice'),
  name: t('Conseils d’entretien', 'Care advice'),
  description: t(
    'Les bons gestes pour garder vos sièges, coussins et rideaux beaux plus longtemps.',
    'Simple habits to keep your chairs, cushions and curtains looking good for longer.',
  ),
  image: image('dossier-entretien', 'Une brosse douce posée sur un coussin', 'A soft brush resting on a cushion'),
  children: [fabrics],
  articles: [
    {
      slug: t('entretenir-un-velours', 'caring-for-velvet'),
      title: t('Entretenir un velours au quotidien', 'Caring for velvet day to day'),
      summary: t(
        'Brosse douce, vapeur et patience : comment garder un velours soyeux pendant des années.',
        'A soft brush, steam and patience: how to keep velvet silky for years.',
      ),
      author: CLAIRE,
      publishedAt: '2025-10-02T09:00:00+02:00',
      image: image(
        'entretenir-velours',
        'Un fauteuil en velours prune et une brosse à habits',
        'A plum velvet armchair and a clothes brush',
      ),
      body: t(
        `<p>Le velours est l’un des tissus que l’on nous demande le plus, et l’un de ceux qui inquiètent le plus. Bonne nouvelle : il demande surtout de la régularité.</p>
<h2>Une fois par semaine</h2>
<p>Passez une <strong>brosse douce</strong> dans le sens du poil, sans appuyer. Elle enlève la poussière avant qu’elle ne s’incruste et redresse les fibres écrasées. Une brosse à habits en crin fait très bien l’affaire.</p>
<h2>Une fois par mois</h2>
<p>Aspirez l’assise et les recoins avec l’embout brosse, à faible puissance. Retournez les coussins s’ils sont indépendants, pour qu’ils s’usent de la même façon des deux côtés.</p>
<h2>Quand le velours marque</h2>
<p>Une trace de coude ou de genou n’est pas une tache : c’est le poil qui s’est couché. Passez un défroisseur vapeur à quelques centimètres, sans toucher le tissu, puis brossez doucement une fois sec. La plupart des marques disparaissent en quelques minutes.</p>
<ul>
<li>Ne frottez jamais un velours mouillé.</li>
<li>Évitez les produits détachants du commerce sans test préalable sur un endroit caché.</li>
<li>Tenez-le à distance des radiateurs, qui l’assèchent.</li>
</ul>
<p>Avec ces gestes simples, un bon velours de coton ou de laine traverse facilement dix ou quinze ans sans perdre son éclat.</p>`,
        `<p>Velvet is one of the fabrics we are asked for most, and one of those that worry people most. Good news: above all, it needs regularity.</p>
<h2>Once a week</h2>
<p>Run a <strong>soft brush</strong> along the pile, without pressing. It removes dust before it settles in and lifts crushed fibres. A horsehair clothes brush does the job very well.</p>
<h2>Once a month</h2>
<p>Vacuum the seat and the corners with the brush nozzle, on low power. Turn the cushions over if they are loose, so that both sides wear the same way.</p>
<h2>When velvet marks</h2>
<p>The trace of an elbow or a knee is not a stain: it is the pile lying down. Pass a garment steamer a few centimetres away, without touching the fabric, then brush gently once dry. Most marks vanish within minutes.</p>
<ul>
<li>Never rub wet velvet.</li>
<li>Avoid shop-bought stain removers unless tested on a hidden spot first.</li>
<li>Keep it away from radiators, which dry it out.</li>
</ul>
<p>With these simple habits, a good cotton or wool velvet easily lasts ten or fifteen years without losing its sheen.</p>`,
      ),
    },
    {
      slug: t('bons-gestes-tache', 'what-to-do-about-a-stain'),
      title: t('Une tache sur le canapé ? Les bons gestes', 'A stain on the sofa? What to do'),
      summary: t(
        'Tamponner, jamais frotter : la méthode de l’atelier pour rattraper un accident sans abîmer le tissu.',
        'Dab, never rub: the workshop’s way to deal with an accident without harming the fabric.',
      ),
      author: CLAIRE,
      publishedAt: '2025-11-20T09:00:00+01:00',
      image: image(
        'tache-canape',
        'Un canapé clair, un chiffon blanc et un bol d’eau savonneuse',
        'A pale sofa, a white cloth and a bowl of soapy water',
      ),
      body: t(
        `<p>Un verre renversé, un feutre d’enfant, une patte boueuse : les accidents arrivent. Ce que l’on fait dans les cinq premières minutes compte plus que tout le reste.</p>
<h2>Tout de suite</h2>
<ol>
<li>Retirez le surplus avec une cuillère ou du papier absorbant, sans étaler.</li>
<li><strong>Tamponnez</strong> avec un chiffon blanc propre, de l’extérieur vers le centre de la tache.</li>
<li>Ne frottez pas : vous abîmeriez les fibres et agrandiriez l’auréole.</li>
</ol>
<h2>Ensuite</h2>
<p>Préparez une eau tiède légèrement savonneuse (un savon de Marseille sans parfum). Testez-la d’abord sur un endroit caché, sous l’assise ou derrière le dossier. Si la couleur tient, tamponnez la tache avec un chiffon à peine humide, puis avec un chiffon sec.</p>
<p>Séchez à l’air libre, sans sèche-cheveux : la chaleur fixe certaines taches et fait rétrécir les fibres naturelles.</p>
<h2>Quand appeler l’atelier</h2>
<ul>
<li>Sur la soie, le lin lavé et les velours de viscose, qui auréolent facilement.</li>
<li>Pour l’encre, le vin rouge sur tissu clair ou la cire de bougie.</li>
<li>Si la tache a déjà séché depuis plusieurs jours.</li>
</ul>
<p>Nous travaillons avec un nettoyeur spécialisé du tissu d’ameublement, et nous pouvons aussi remplacer un seul panneau de tissu quand la tache ne part pas.</p>`,
        `<p>A spilt glass, a child’s felt pen, a muddy paw: accidents happen. What you do in the first five minutes matters more than anything else.</p>
<h2>Straight away</h2>
<ol>
<li>Lift off the excess with a spoon or kitchen paper, without spreading it.</li>
<li><strong>Dab</strong> with a clean white cloth, from the outside of the stain towards its centre.</li>
<li>Do not rub: you would damage the fibres and spread the mark.</li>
</ol>
<h2>Next</h2>
<p>Make some lukewarm, slightly soapy water (an unscented Marseille soap). Test it first on a hidden spot, under the seat or behind the back. If the colour holds, dab the stain with a barely damp cloth, then with a dry one.</p>
<p>Let it dry in the open air, without a hair dryer: heat sets some stains and shrinks natural fibres.</p>
<h2>When to call the workshop</h2>
<ul>
<li>On silk, washed linen and viscose velvets, which ring easily.</li>
<li>For ink, red wine on a pale fabric or candle wax.</li>
<li>If the stain has already dried for several days.</li>
</ul>
<p>We work with a cleaner who specialises in upholstery fabrics, and we can also replace a single panel of fabric when a stain will not come out.</p>`,
      ),
    },
    {
      slug: t('proteger-ses-tissus-du-soleil', 'protecting-fabrics-from-the-sun'),
      title: t('Protéger ses tissus du soleil', 'Protecting your fabrics from the sun'),
      summary: t(
        'Derrière une baie vitrée, une couleur peut passer en un été. Nos conseils pour ralentir la décoloration.',
        'Behind a picture window a colour can fade in a single summer. Our advice to slow it down.',
      ),
      author: INES,
      publishedAt: '2026-04-16T09:00:00+02:00',
      image: image(
        'soleil-tissus',
        'Un rayon de soleil traverse une fenêtre et tombe sur un fauteuil',
        'A ray of sunlight comes through a window onto an armchair',
      ),
      body: t(
        `<p>Le soleil est le premier ennemi des tissus d’ameublement, bien avant les enfants et les chats. Les ultraviolets cassent les pigments et fragilisent les fibres, surtout la soie, le lin et les velours de couleur vive.</p>
<h2>Repérer les zones à risque</h2>
<p>Observez votre pièce à différentes heures : le fauteuil qui reçoit le soleil de l’après-midi derrière une baie orientée au sud ou à l’ouest vieillira deux fois plus vite que les autres.</p>
<h2>Cinq gestes simples</h2>
<ul>
<li>Doublez vos rideaux d’une <strong>doublure occultante ou thermique</strong> : elle protège aussi le tissu du rideau lui-même.</li>
<li>Fermez les voilages aux heures chaudes, en été.</li>
<li>Déplacez légèrement les sièges au fil des saisons.</li>
<li>Posez un plaid sur le dossier le plus exposé.</li>
<li>Choisissez pour ces places des tissus teints dans la masse ou des toiles d’extérieur, très résistants à la lumière.</li>
</ul>
<h2>Et si c’est déjà fait ?</h2>
<p>Une décoloration ne se rattrape pas, mais elle peut se cacher : retourner un coussin, recouvrir seulement les manchettes ou le dossier d’un tissu assorti. Apportez-nous une photo, nous regarderons ensemble ce qui est possible.</p>`,
        `<p>The sun is the first enemy of upholstery fabrics, well ahead of children and cats. Ultraviolet light breaks down pigments and weakens fibres, especially silk, linen and brightly coloured velvets.</p>
<h2>Spot the risky places</h2>
<p>Watch your room at different times of day: the armchair that gets the afternoon sun behind a south- or west-facing window will age twice as fast as the others.</p>
<h2>Five simple habits</h2>
<ul>
<li>Line your curtains with a <strong>blackout or thermal lining</strong>: it also protects the curtain fabric itself.</li>
<li>Draw the sheers during the hottest hours in summer.</li>
<li>Move seats slightly as the seasons change.</li>
<li>Lay a throw over the most exposed back.</li>
<li>For those places, choose solution-dyed fabrics or outdoor cloths, which stand up very well to light.</li>
</ul>
<h2>And if it has already happened?</h2>
<p>Fading cannot be undone, but it can be hidden: turn a cushion over, or re-cover just the arm caps or the back in a matching fabric. Bring us a photo and we will look together at what can be done.</p>`,
      ),
    },
    {
      slug: t('quand-refaire-un-siege', 'when-does-a-seat-need-redoing'),
      title: t('Quand faut-il refaire un siège ?', 'When does a seat need redoing?'),
      summary: t(
        'Assise qui s’affaisse, ressort qui grince, bois qui bouge : les signes qui ne trompent pas.',
        'A sagging seat, a creaking spring, a wobbly frame: the telltale signs.',
      ),
      author: CLAIRE,
      publishedAt: '2026-09-24T09:00:00+02:00',
      image: image(
        'refaire-siege',
        'Une chaise ancienne à l’assise affaissée, vue de profil',
        'An old chair with a sagging seat, seen from the side',
      ),
      body: t(
        `<p>On nous demande souvent : « Est-ce que ça vaut encore le coup ? » La réponse est presque toujours oui, à condition de ne pas attendre que le bâti lui-même souffre.</p>
<h2>Les signes qui doivent alerter</h2>
<ul>
<li>L’assise forme un creux, ou on sent les ressorts en s’asseyant.</li>
<li>Le siège grince ou craque quand on bouge.</li>
<li>Le tissu est usé jusqu’à la trame sur les bords avant ou les accoudoirs.</li>
<li>Les pieds bougent, ou une traverse s’est décollée.</li>
</ul>
<h2>Refaire tout ou une partie ?</h2>
<p>Une simple <strong>réfection en tissu</strong> suffit quand la garniture est saine : nous retirons l’ancien tissu, reprenons la toile blanche et posons le nouveau. Si l’assise est affaissée, il faut dégarnir jusqu’aux sangles et reprendre ressorts et crin. Le dossier, lui, peut souvent être conservé.</p>
<h2>Le bois d’abord</h2>
<p>Un assemblage qui bouge use la garniture en quelques mois. Nous recollons et consolidons toujours le bâti avant de garnir, et nous vous indiquons si une reprise de la finition (cire, vernis, patine) est utile.</p>
<p>Pour un premier avis, envoyez-nous deux ou trois photos : de face, de profil et de l’assise vue de dessous.</p>`,
        `<p>We are often asked: “Is it still worth it?” The answer is nearly always yes, provided you do not wait until the frame itself suffers.</p>
<h2>Signs to watch for</h2>
<ul>
<li>The seat forms a hollow, or you can feel the springs when you sit down.</li>
<li>The seat creaks or cracks when you move.</li>
<li>The fabric is worn to the weave on the front edges or the arms.</li>
<li>The legs wobble, or a rail has come unglued.</li>
</ul>
<h2>Redo all of it, or part?</h2>
<p>A simple <strong>re-covering</strong> is enough when the stuffing is sound: we remove the old fabric, redo the calico and fit the new cover. If the seat has sagged, it must be stripped down to the webbing and the springs and horsehair redone. The back can often be kept.</p>
<h2>Wood first</h2>
<p>A loose joint wears out the upholstery within months. We always re-glue and strengthen the frame before upholstering, and we tell you whether the finish (wax, varnish, patina) needs attention.</p>
<p>For a first opinion, send us two or three photos: from the front, from the side and of the seat from underneath.</p>`,
      ),
    },
  ],
};

const restorations: BlogFolderSeed = {
  slug: t('restaurations-atelier', 'workshop-restorations'),
  name: t('Restaurations à l’atelier', 'Workshop restorations'),
  description: t(
    'Les sièges passés entre nos mains, racontés de leur arrivée à leur départ.',
    'The seats that passed through our hands, told from the day they came in to the day they left.',
  ),
  image: image('dossier-restaurations', 'Un fauteuil sur un tréteau de l’atelier', 'An armchair on a workshop trestle'),
  articles: [
    {
      slug: t('fauteuil-crapaud-grenier', 'toad-chair-from-the-attic'),
      title: t('Un fauteuil crapaud sauvé du grenier', 'A toad chair rescued from the attic'),
      summary: t(
        'Trente ans sous les combles, des ressorts à l’air et un tissu en lambeaux : le retour d’un crapaud Napoléon III.',
        'Thirty years under the roof, springs showing and fabric in shreds: the return of a Napoleon III toad chair.',
      ),
      author: CLAIRE,
      publishedAt: '2025-09-18T09:00:00+02:00',
      image: image(
        'fauteuil-crapaud',
        'Un fauteuil crapaud capitonné en velours vert bouteille',
        'A buttoned toad chair in bottle-green velvet',
      ),
      body: t(
        `<p>Monique l’avait toujours connu chez sa grand-mère, puis il avait disparu au grenier. Quand il est arrivé à l’atelier, le crapaud avait perdu un pied, sa toile d’assise et presque tout son tissu.</p>
<h2>Le dégarnissage</h2>
<p>Tout a été retiré jusqu’au bâti : plus de deux kilos de crin, que nous avons lavé et cardé pour le réutiliser. Le bois, sain, a simplement été recollé aux assemblages, et le pied manquant refait par un ébéniste voisin.</p>
<h2>La garniture</h2>
<p>Le crapaud est un siège entièrement garni, sans bois apparent : tout le volume vient du crin et des ressorts. Douze ressorts ont été cousus et guindés à huit brins, puis l’assise et le dossier montés en crin piqué, avant un capitonnage à dix-huit boutons.</p>
<blockquote><p>« Je le reconnais à peine, et pourtant c’est bien lui. » — Monique, en venant le chercher</p></blockquote>
<p>Le velours vert bouteille, assorti d’une frange à mèches, rappelle le tissu d’origine dont nous avions retrouvé un morceau sous l’assise. Quatre semaines de travail, et un siège reparti pour un siècle.</p>`,
        `<p>Monique had always known it at her grandmother’s, then it vanished into the attic. When it reached the workshop, the toad chair had lost a leg, its seat hessian and nearly all its fabric.</p>
<h2>Stripping</h2>
<p>Everything was taken off down to the frame: more than two kilos of horsehair, which we washed and carded to use again. The wood was sound and only needed its joints re-glued; the missing leg was remade by a cabinetmaker down the road.</p>
<h2>Upholstering</h2>
<p>A toad chair is fully upholstered, with no visible wood: all its volume comes from horsehair and springs. Twelve springs were sewn in and lashed eight ways, then the seat and back built up in stitched horsehair, before buttoning with eighteen buttons.</p>
<blockquote><p>“I hardly recognise it, and yet it really is the one.” — Monique, when she came to collect it</p></blockquote>
<p>The bottle-green velvet, finished with a tufted fringe, echoes the original fabric, a scrap of which we found under the seat. Four weeks of work, and a seat set for another century.</p>`,
      ),
    },
    {
      slug: t('banquette-restaurant-cuir', 'restaurant-bench-in-leather'),
      title: t('Une banquette de restaurant refaite en cuir', 'A restaurant bench redone in leather'),
      summary: t(
        'Huit mètres de banquette, une fermeture de trois jours : un chantier pour un bistrot des Sables-d’Olonne.',
        'Eight metres of bench seating and a three-day closure: a job for a bistro in Les Sables-d’Olonne.',
      ),
      author: CLAIRE,
      publishedAt: '2026-01-15T09:00:00+01:00',
      image: image(
        'banquette-cuir',
        'Une longue banquette en cuir cognac le long d’un mur de bistrot',
        'A long cognac leather bench along a bistro wall',
      ),
      body: t(
        `<p>Un restaurant ne peut pas fermer trois semaines pour refaire ses banquettes. Ce chantier a donc commencé par un calendrier, bien avant le premier coup de ciseau.</p>
<h2>Préparer en amont</h2>
<p>Nous sommes venus mesurer et photographier les huit mètres de banquette un lundi, jour de fermeture. À l’atelier, les nouvelles assises ont été préparées d’avance : mousse haute résilience de 35 kg/m³, ouate et gabarits de coupe pour le cuir.</p>
<h2>Trois jours sur place</h2>
<ul>
<li><strong>Jour 1</strong> : dépose des anciennes garnitures, contrôle du bâti, reprise de deux traverses.</li>
<li><strong>Jour 2</strong> : pose des assises et des dossiers, couture des plis verticaux.</li>
<li><strong>Jour 3</strong> : finitions, clous décoratifs et nettoyage.</li>
</ul>
<h2>Pourquoi le cuir ?</h2>
<p>Le cuir pleine fleur vieillit bien, se nettoie d’un coup d’éponge et supporte les frottements de centaines de clients par semaine. Nous avons choisi un cognac, qui se patine avec le temps au lieu de marquer.</p>
<p>Le restaurant a rouvert le jeudi midi, comme prévu. Un conseil d’entretien que nous avons laissé à l’équipe : un lait nourrissant tous les trois mois, et rien d’autre.</p>`,
        `<p>A restaurant cannot close for three weeks to have its benches redone. So this job began with a calendar, well before the first cut of the scissors.</p>
<h2>Preparing ahead</h2>
<p>We came to measure and photograph the eight metres of bench on a Monday, their closing day. At the workshop the new seats were prepared in advance: 35 kg/m³ high-resilience foam, wadding and cutting templates for the leather.</p>
<h2>Three days on site</h2>
<ul>
<li><strong>Day 1</strong>: old upholstery removed, frame checked, two rails repaired.</li>
<li><strong>Day 2</strong>: seats and backs fitted, vertical pleats sewn.</li>
<li><strong>Day 3</strong>: finishing, decorative nails and cleaning.</li>
</ul>
<h2>Why leather?</h2>
<p>Full-grain leather ages well, wipes clean with a sponge and withstands the wear of hundreds of customers a week. We chose a cognac shade, which takes on a patina over time instead of marking.</p>
<p>The restaurant reopened on the Thursday lunchtime, as planned. One care tip we left with the team: a nourishing cream every three months, and nothing else.</p>`,
      ),
    },
    {
      slug: t('chaise-medaillon-madeleine', 'madeleines-medallion-chair'),
      title: t('La chaise médaillon de Madeleine', 'Madeleine’s medallion chair'),
      summary: t(
        'Une chaise Louis XVI, une toile de Jouy et un stage d’initiation : Madeleine a refait son siège elle-même.',
        'A Louis XVI chair, a toile de Jouy and a beginners’ course: Madeleine redid her chair herself.',
      ),
      author: INES,
      publishedAt: '2026-06-11T09:00:00+02:00',
      image: image(
        'chaise-medaillon',
        'Une chaise médaillon blanche garnie de toile de Jouy bleue',
        'A white medallion chair upholstered in blue toile de Jouy',
      ),
      body: t(
        `<p>Madeleine est arrivée à notre stage du samedi avec une chaise médaillon héritée de sa tante et une idée précise : « Je veux la faire moi-même. »</p>
<h2>Une chaise idéale pour commencer</h2>
<p>La chaise médaillon a une assise simple, sans ressorts, et un dossier en forme d’ovale. C’est un excellent premier projet : on y apprend le sanglage, la pose du crin, la toile blanche et la pose du tissu, sans se perdre dans le guindage.</p>
<h2>Cinq samedis</h2>
<ol>
<li>Dégarnissage et nettoyage du bois.</li>
<li>Sanglage et toile forte.</li>
<li>Crin et mise en forme de l’assise.</li>
<li>Toile blanche et dossier.</li>
<li>Tissu, galon et clous.</li>
</ol>
<p>Madeleine avait choisi une toile de Jouy bleue, dont il a fallu centrer le motif avec soin sur le médaillon du dossier. C’est la partie qui lui a demandé le plus de patience, et celle dont elle est la plus fière.</p>
<h2>Et maintenant ?</h2>
<p>Elle est revenue le mois suivant avec… une deuxième chaise. Nos stages accueillent six personnes au maximum, tous les samedis matin de septembre à juin.</p>`,
        `<p>Madeleine came to our Saturday course with a medallion chair inherited from her aunt and a clear idea: “I want to do it myself.”</p>
<h2>An ideal chair to start with</h2>
<p>A medallion chair has a simple seat without springs and an oval back. It is an excellent first project: you learn webbing, laying horsehair, calico and fitting the fabric, without getting lost in spring lashing.</p>
<h2>Five Saturdays</h2>
<ol>
<li>Stripping and cleaning the wood.</li>
<li>Webbing and hessian.</li>
<li>Horsehair and shaping the seat.</li>
<li>Calico and the back.</li>
<li>Fabric, braid and nails.</li>
</ol>
<p>Madeleine had chosen a blue toile de Jouy, whose pattern had to be carefully centred on the oval of the back. That is the part that took her the most patience, and the one she is proudest of.</p>
<h2>And now?</h2>
<p>She came back the following month with… a second chair. Our courses take six people at most, every Saturday morning from September to June.</p>`,
      ),
    },
    {
      slug: t('tete-de-lit-capitonnee', 'buttoned-headboard'),
      title: t('Une tête de lit capitonnée sur mesure', 'A made-to-measure buttoned headboard'),
      summary: t(
        'Du croquis à la pose : comment nous avons dessiné une tête de lit pour une chambre sous les toits.',
        'From sketch to fitting: how we designed a headboard for a bedroom under the eaves.',
      ),
      author: CLAIRE,
      publishedAt: '2026-10-08T09:00:00+02:00',
      image: image(
        'tete-de-lit',
        'Une tête de lit capitonnée en lin sable au-dessus d’un lit',
        'A buttoned headboard in sand linen above a bed',
      ),
      body: t(
        `<p>La chambre de Julien et Sarah est sous les toits : un mur bas, une pente, et une fenêtre de toit juste au-dessus du lit. Impossible d’y mettre une tête de lit du commerce.</p>
<h2>Le dessin</h2>
<p>Nous avons commencé par un relevé précis et un croquis à l’échelle. La tête de lit suit la pente du plafond sur son côté droit, et s’arrête à quinze centimètres de la fenêtre pour qu’elle s’ouvre sans frotter.</p>
<h2>La fabrication</h2>
<ul>
<li>Un panneau de contreplaqué découpé au gabarit, percé pour les boutons.</li>
<li>Une mousse de cinq centimètres et une ouate épaisse pour un capitonnage bien rebondi.</li>
<li>Un lin lavé couleur sable, avec des boutons recouverts du même tissu.</li>
</ul>
<p>Le capitonnage en losanges demande de répartir l’ampleur du tissu entre chaque bouton : c’est un travail lent, fait à la main, pli après pli.</p>
<h2>La pose</h2>
<p>La tête de lit est suspendue sur un tasseau biseauté fixé au mur : elle se décroche en un geste pour le ménage ou un déménagement. Une demi-journée de pose, et une chambre transformée.</p>`,
        `<p>Julien and Sarah’s bedroom is up under the roof: a low wall, a slope, and a roof window right above the bed. No shop-bought headboard would fit.</p>
<h2>The drawing</h2>
<p>We began with precise measurements and a scale sketch. The headboard follows the slope of the ceiling on its right side and stops fifteen centimetres short of the window so that it opens without rubbing.</p>
<h2>Making it</h2>
<ul>
<li>A plywood panel cut to a template and drilled for the buttons.</li>
<li>Five centimetres of foam and thick wadding for a nicely plump buttoning.</li>
<li>A sand-coloured washed linen, with buttons covered in the same fabric.</li>
</ul>
<p>Diamond buttoning means sharing out the fullness of the fabric between each button: slow work, done by hand, fold after fold.</p>
<h2>Fitting</h2>
<p>The headboard hangs on a bevelled batten fixed to the wall: it lifts off in one move for cleaning or moving house. Half a day of fitting, and a transformed bedroom.</p>`,
      ),
    },
  ],
};

const behindTheScenes: BlogFolderSeed = {
  slug: t('coulisses-savoir-faire', 'behind-the-scenes'),
  name: t('Coulisses et savoir-faire', 'Behind the scenes'),
  description: t(
    'Les outils, les gestes et les gens de l’atelier.',
    'The tools, the skills and the people of the workshop.',
  ),
  image: image('dossier-coulisses', 'L’établi de l’atelier et ses outils', 'The workshop bench and its tools'),
  articles: [
    {
      slug: t('outils-du-tapissier', 'the-upholsterers-tools'),
      title: t('Les outils du tapissier', 'The upholsterer’s tools'),
      summary: t(
        'Ramponneau, tire-sangle, aiguilles courbes : petit tour de l’établi et de ses outils centenaires.',
        'Tack hammer, webbing stretcher, curved needles: a short tour of the bench and its century-old tools.',
      ),
      author: INES,
      publishedAt: '2025-12-11T09:00:00+01:00',
      image: image(
        'outils-tapissier',
        'Un marteau ramponneau, des ciseaux et des aiguilles sur un établi',
        'A tack hammer, scissors and needles on a workbench',
      ),
      body: t(
        `<p>Une grande partie de nos outils a plus de cent ans. Certains viennent de l’ancien tapissier de Nesmy, d’autres ont été chinés sur les brocantes de Vendée.</p>
${figure('outils-etabli', 'Les outils rangés au-dessus de l’établi', 'Au mur : ramponneaux, tire-sangle, aiguilles et carrelets.')}
<h2>Le ramponneau</h2>
<p>C’est le marteau du tapissier : une tête fine, souvent aimantée d’un côté pour tenir la semence, et une panne fendue de l’autre pour la retirer. On le reconnaît à son bruit sec, qui rythme toute la journée à l’atelier.</p>
<h2>Le tire-sangle</h2>
<p>Une simple pièce de bois garnie de pointes, qui sert de levier pour tendre les sangles de jute sur le bâti. Une sangle mal tendue, et toute la garniture s’affaisse en quelques années.</p>
<h2>Les aiguilles</h2>
<ul>
<li><strong>L’aiguille courbe</strong>, pour coudre là où l’on ne peut pas passer la main.</li>
<li><strong>Le carrelet</strong>, long et à pointe triangulaire, pour piquer le crin et former les bords.</li>
<li><strong>L’aiguille à capitonner</strong>, qui traverse tout le dossier pour poser les boutons.</li>
</ul>
<p>Nous montrons tous ces outils pendant nos portes ouvertes. Et si vous en trouvez au fond d’un grenier, sachez qu’ils ont souvent encore de belles années devant eux.</p>`,
        `<p>Many of our tools are more than a hundred years old. Some come from Nesmy’s former upholsterer, others were found at Vendée flea markets.</p>
${figure('outils-etabli', 'The tools hung above the workbench', 'On the wall: tack hammers, a webbing stretcher, needles and regulators.')}
<h2>The tack hammer</h2>
<p>The upholsterer’s hammer: a slim head, often magnetised on one side to hold the tack, and a split claw on the other to pull it out. You know it by its sharp tap, which sets the rhythm of the whole day at the workshop.</p>
<h2>The webbing stretcher</h2>
<p>A simple piece of wood studded with spikes, used as a lever to stretch jute webbing across the frame. Badly stretched webbing, and the whole seat sags within a few years.</p>
<h2>The needles</h2>
<ul>
<li><strong>The curved needle</strong>, to sew where your hand cannot reach.</li>
<li><strong>The mattress needle</strong>, long with a triangular point, to stitch the horsehair and form the edges.</li>
<li><strong>The buttoning needle</strong>, which goes right through the back to set the buttons.</li>
</ul>
<p>We show all these tools during our open days. And if you find some at the back of an attic, they often still have good years ahead of them.</p>`,
      ),
    },
    {
      slug: t('une-journee-a-l-atelier', 'a-day-at-the-workshop'),
      title: t('Une journée à l’atelier', 'A day at the workshop'),
      summary: t(
        'De l’ouverture à 9 heures au dernier coup de balai : ce qui se passe vraiment entre nos murs.',
        'From opening at 9 am to the last sweep of the broom: what really happens within our walls.',
      ),
      author: CLAIRE,
      publishedAt: '2026-03-19T09:00:00+01:00',
      image: image(
        'journee-atelier',
        'L’intérieur lumineux de l’atelier avec des sièges en cours',
        'The bright inside of the workshop with chairs in progress',
      ),
      body: t(
        `<p>On imagine souvent l’atelier silencieux, penché sur un seul fauteuil. La réalité est plus animée : à tout moment, une dizaine de sièges attendent, chacun à une étape différente.</p>
<h2>9 heures : le point du matin</h2>
<p>Autour d’un café, nous regardons le tableau des chantiers. Qui attend son tissu ? Quelle garniture doit sécher ? Quel client passe aujourd’hui ? C’est là que se décide l’ordre de la journée.</p>
<h2>La matinée : les gros travaux</h2>
<p>Le dégarnissage et le sanglage demandent de la force et de la lumière : nous les gardons pour le matin. C’est aussi le moment des découpes de tissu, sur la grande table, quand personne ne passe à côté.</p>
<h2>L’après-midi : la minutie</h2>
<p>Piqûres de crin, capitonnage, pose des galons : les gestes précis se font l’après-midi, souvent en musique. L’atelier est ouvert au public, et il n’est pas rare qu’un voisin passe la tête pour voir où en est « son » fauteuil.</p>
<h2>18 h 30 : on range</h2>
<p>Chaque outil retrouve sa place au mur, les chutes de tissu sont triées (elles deviendront des coussins ou des housses de carnet), et le sol est balayé. Le crin, lui, ne se jette jamais : il se recycle.</p>`,
        `<p>People often picture the workshop as silent, bent over a single armchair. Reality is livelier: at any moment a dozen seats are waiting, each at a different stage.</p>
<h2>9 am: the morning catch-up</h2>
<p>Over a coffee we look at the job board. Who is waiting for fabric? Which stuffing must settle? Which client is coming today? That is where the order of the day is decided.</p>
<h2>The morning: the heavy work</h2>
<p>Stripping and webbing need strength and light: we keep them for the morning. It is also the time for cutting fabric on the big table, when nobody is walking past.</p>
<h2>The afternoon: the fine work</h2>
<p>Stitching horsehair, buttoning, fitting braid: precise work is done in the afternoon, often with music on. The workshop is open to the public, and a neighbour often pops in to see how “their” armchair is coming along.</p>
<h2>6:30 pm: tidying up</h2>
<p>Every tool goes back on its hook, fabric offcuts are sorted (they will become cushions or notebook covers), and the floor is swept. Horsehair is never thrown away: it is recycled.</p>`,
      ),
    },
    {
      slug: t('devenir-tapissier', 'becoming-an-upholsterer'),
      title: t('Devenir tapissier : le parcours d’Inès', 'Becoming an upholsterer: Inès’s path'),
      summary: t(
        'Après dix ans dans un bureau, Inès a repris le chemin de l’apprentissage. Elle raconte.',
        'After ten years in an office, Inès went back to being an apprentice. She tells her story.',
      ),
      author: INES,
      publishedAt: '2026-07-09T09:00:00+02:00',
      image: image(
        'devenir-tapissier',
        'Une apprentie tapissière garnit une assise sur un tréteau',
        'An apprentice upholsterer working on a seat on a trestle',
      ),
      body: t(
        `<p>J’ai longtemps travaillé dans la logistique, devant un écran. Le samedi, je chinais des chaises et je les refaisais tant bien que mal dans mon garage. Un jour, j’ai poussé la porte de l’atelier pour demander un conseil… et je ne suis plus vraiment repartie.</p>
<h2>La formation</h2>
<p>J’ai préparé le <strong>CAP tapissier d’ameublement en siège</strong> en deux ans, en alternance : une semaine au centre de formation, trois semaines à l’atelier. On y apprend la garniture traditionnelle, la couture, le dessin et un peu d’histoire du mobilier.</p>
<h2>Ce qui a été difficile</h2>
<ul>
<li>Les mains : les premières semaines, les doigts souffrent du crin et des aiguilles.</li>
<li>La patience : un beau bord piqué se rate souvent trois fois avant d’être réussi.</li>
<li>Le regard : apprendre à voir qu’une assise penche d’un demi-centimètre.</li>
</ul>
<h2>Ce que j’aime</h2>
<p>Rendre un siège à quelqu’un qui l’attendait. Il y a toujours une histoire derrière : une grand-mère, une maison de vacances, un premier appartement. Aujourd’hui, j’anime aussi une partie des ateliers d’initiation, et je vois passer beaucoup de gens qui, comme moi, ont envie de travailler de leurs mains.</p>`,
        `<p>For a long time I worked in logistics, in front of a screen. On Saturdays I hunted for old chairs and redid them as best I could in my garage. One day I pushed open the workshop door to ask for advice… and I never really left.</p>
<h2>Training</h2>
<p>I took the <strong>French vocational certificate in seat upholstery</strong> over two years, on a work-study basis: one week at the training centre, three weeks at the workshop. You learn traditional upholstery, sewing, drawing and a little furniture history.</p>
<h2>What was hard</h2>
<ul>
<li>The hands: in the first weeks, your fingers suffer from the horsehair and the needles.</li>
<li>Patience: a good stitched edge often goes wrong three times before it comes right.</li>
<li>The eye: learning to see that a seat leans by half a centimetre.</li>
</ul>
<h2>What I love</h2>
<p>Giving a seat back to someone who was waiting for it. There is always a story behind it: a grandmother, a holiday house, a first flat. Today I also run some of the beginners’ workshops, and I meet many people who, like me, want to work with their hands.</p>`,
      ),
    },
    {
      slug: t('ateliers-initiation', 'beginners-workshops'),
      title: t('Nos ateliers d’initiation : comment ça se passe ?', 'Our beginners’ workshops: how do they work?'),
      summary: t(
        'Qui peut venir, quoi apporter, combien de temps prévoir : les réponses aux questions qu’on nous pose le plus.',
        'Who can come, what to bring, how long to allow: answers to the questions we hear most.',
      ),
      author: CLAIRE,
      publishedAt: '2026-11-12T09:00:00+01:00',
      image: image(
        'ateliers-initiation',
        'Trois personnes autour d’une table garnissent des tabourets',
        'Three people around a table upholstering stools',
      ),
      body: t(
        `<p>Depuis l’ouverture de nos ateliers d’initiation, plus de deux cents personnes sont passées par la grande table. Voici les réponses aux questions que l’on nous pose le plus souvent.</p>
<h2>Faut-il savoir coudre ?</h2>
<p>Non. Nous commençons toujours par un petit tabouret ou une assise de chaise, qui ne demandent aucune couture. Les gestes s’apprennent sur place, pas à pas.</p>
<h2>Que faut-il apporter ?</h2>
<ul>
<li>Pour l’atelier découverte : rien, tout est fourni, y compris le tabouret.</li>
<li>Pour le stage sur plusieurs samedis : votre chaise, si elle a une assise simple, et le tissu si vous l’avez déjà choisi.</li>
<li>Dans tous les cas : des vêtements qui ne craignent rien.</li>
</ul>
<h2>Combien de temps ?</h2>
<p>L’atelier découverte dure trois heures et l’on repart avec son tabouret. Le stage compte cinq samedis matin, de 9 h 30 à 12 h 30, pour une chaise complète.</p>
<h2>Et après ?</h2>
<p>Les anciens stagiaires peuvent revenir travailler à l’atelier pendant les « samedis libres », une fois par mois, avec nos outils et nos conseils. Les dates des prochaines sessions sont annoncées dans notre lettre d’information.</p>`,
        `<p>Since our beginners’ workshops opened, more than two hundred people have gathered around the big table. Here are the answers to the questions we are asked most often.</p>
<h2>Do I need to know how to sew?</h2>
<p>No. We always start with a small stool or a chair seat, which need no sewing at all. The skills are learnt on the spot, step by step.</p>
<h2>What should I bring?</h2>
<ul>
<li>For the taster workshop: nothing, everything is provided, the stool included.</li>
<li>For the course over several Saturdays: your chair, if it has a simple seat, and the fabric if you have already chosen it.</li>
<li>In any case: clothes you do not mind getting dirty.</li>
</ul>
<h2>How long does it take?</h2>
<p>The taster workshop lasts three hours and you leave with your stool. The course runs over five Saturday mornings, from 9:30 am to 12:30 pm, for a complete chair.</p>
<h2>And afterwards?</h2>
<p>Former students can come back and work at the workshop during our “open Saturdays”, once a month, with our tools and our advice. Dates of the next sessions are announced in our newsletter.</p>`,
      ),
    },
  ],
};

export const SITE_1_BLOG: BlogFolderSeed[] = [care, restorations, behindTheScenes];
