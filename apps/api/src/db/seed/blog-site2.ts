import { t, type BlogFolderSeed, type BlogImageSeed } from './blog-types.ts';

/**
 * The blog of site 2, Domaine des Exemples (issue 17): three articles in one folder, in French and English.
 * Illustrations are drawn by apps/api/seed-assets/draw-blog.ts.
 */

const ANTOINE = 'Antoine Guérineau';

const image = (name: string, fr: string, en: string): BlogImageSeed => ({ file: `blog/${name}.svg`, alt: t(fr, en) });

const notebook: BlogFolderSeed = {
  slug: t('carnet-de-vigne', 'vineyard-notebook'),
  name: t('Carnet de vigne', 'Vineyard notebook'),
  description: t(
    'La vie du domaine au fil des saisons, et quelques conseils pour servir nos vins.',
    'Life at the estate through the seasons, and a few tips for serving our wines.',
  ),
  image: image('dossier-carnet', 'Des rangs de vigne sous un ciel d’automne', 'Rows of vines under an autumn sky'),
  articles: [
    {
      slug: t('vendanges-au-domaine', 'harvest-at-the-estate'),
      title: t('Trois semaines de vendanges au domaine', 'Three weeks of harvest at the estate'),
      summary: t(
        'Des premiers chenins aux derniers pinots : le récit d’une récolte à la main, rang après rang.',
        'From the first Chenins to the last Pinots: the story of a hand harvest, row after row.',
      ),
      author: ANTOINE,
      publishedAt: '2026-10-01T09:00:00+02:00',
      image: image(
        'vendanges',
        'Une hotte pleine de raisins au bout d’un rang de vigne',
        'A basket full of grapes at the end of a row of vines',
      ),
      body: t(
        `<p>Chaque année, la date des vendanges se décide en goûtant les baies, parcelle par parcelle. Cette année, les premiers chenins étaient prêts le 8 septembre.</p>
<h2>À la main, par tries</h2>
<p>Nous vendangeons tout à la main, en plusieurs passages : on ne cueille que les grappes mûres, et l’on revient quelques jours plus tard pour les autres. C’est plus long, mais chaque cuve reçoit des raisins au même degré de maturité.</p>
<h2>L’équipe</h2>
<ul>
<li>Une quinzaine de vendangeurs, dont beaucoup reviennent d’une année sur l’autre.</li>
<li>Deux porteurs qui remontent les hottes jusqu’à la remorque.</li>
<li>Et au chai, le pressoir qui tourne jusqu’au soir.</li>
</ul>
<h2>Le millésime</h2>
<p>Un été chaud mais sans excès, quelques pluies bienvenues fin août : les blancs s’annoncent frais et aromatiques, les rouges souples et fruités. Rendez-vous au printemps pour les premières dégustations au caveau.</p>`,
        `<p>Every year the harvest date is decided by tasting the berries, plot by plot. This year the first Chenins were ready on 8 September.</p>
<h2>By hand, in several passes</h2>
<p>We harvest everything by hand, in several passes: only ripe bunches are picked, and we come back a few days later for the others. It takes longer, but each vat gets grapes at the same ripeness.</p>
<h2>The team</h2>
<ul>
<li>Some fifteen pickers, many of whom come back year after year.</li>
<li>Two porters who carry the baskets up to the trailer.</li>
<li>And in the cellar, the press running until evening.</li>
</ul>
<h2>The vintage</h2>
<p>A hot but not excessive summer and some welcome rain at the end of August: the whites promise to be fresh and aromatic, the reds supple and fruity. See you in spring for the first tastings at the cellar door.</p>`,
      ),
    },
    {
      slug: t('temperature-de-service', 'serving-temperature'),
      title: t('Servir nos vins à la bonne température', 'Serving our wines at the right temperature'),
      summary: t(
        'Trop froid, un blanc se tait ; trop chaud, un rouge s’alourdit. Le guide du domaine, vin par vin.',
        'Too cold, a white goes quiet; too warm, a red turns heavy. The estate’s guide, wine by wine.',
      ),
      author: ANTOINE,
      publishedAt: '2026-10-22T09:00:00+02:00',
      image: image(
        'temperature-service',
        'Une bouteille dans un seau à glace et un thermomètre à vin',
        'A bottle in an ice bucket and a wine thermometer',
      ),
      body: t(
        `<p>La température de service change tout. Le même vin peut paraître fermé, fade ou au contraire éclatant selon qu’il sort du réfrigérateur ou qu’il a passé l’après-midi sur la table.</p>
<figure><img src="blog/thermometre.svg" alt="Un thermomètre à vin gradué de 6 à 18 degrés" width="1200" height="800" loading="lazy"><figcaption>Nos repères, du blanc vif au rouge de garde.</figcaption></figure>
<h2>Nos repères</h2>
<ul>
<li><strong>Chenin sec</strong> : 10 à 12 °C, pour garder sa fraîcheur sans masquer ses arômes.</li>
<li><strong>Rosé de négrette</strong> : 8 à 10 °C, bien frais à l’apéritif.</li>
<li><strong>Rouge de pinot noir</strong> : 15 à 16 °C, légèrement rafraîchi en été.</li>
</ul>
<h2>Une astuce</h2>
<p>Servez toujours un peu plus frais que la température voulue : le vin se réchauffe vite dans le verre. Et pour un rouge trop chaud, vingt minutes au réfrigérateur suffisent à le remettre d’aplomb.</p>`,
        `<p>Serving temperature changes everything. The same wine can seem closed, flat or, on the contrary, brilliant depending on whether it comes out of the fridge or has spent the afternoon on the table.</p>
<figure><img src="blog/thermometre.svg" alt="A wine thermometer marked from 6 to 18 degrees" width="1200" height="800" loading="lazy"><figcaption>Our guide, from lively whites to reds for keeping.</figcaption></figure>
<h2>Our guide</h2>
<ul>
<li><strong>Dry Chenin</strong>: 10 to 12 °C, to keep its freshness without hiding its aromas.</li>
<li><strong>Négrette rosé</strong>: 8 to 10 °C, well chilled as an aperitif.</li>
<li><strong>Pinot Noir red</strong>: 15 to 16 °C, slightly chilled in summer.</li>
</ul>
<h2>A tip</h2>
<p>Always serve a little cooler than the target: wine warms up quickly in the glass. And for a red that is too warm, twenty minutes in the fridge is enough to put it right.</p>`,
      ),
    },
    {
      slug: t('vin-et-huitres-de-vendee', 'wine-with-vendee-oysters'),
      title: t('Quel vin avec les huîtres de Vendée ?', 'Which wine with Vendée oysters?'),
      summary: t(
        'Iodées, charnues ou fines : à chaque huître son vin, et notre chenin n’est jamais loin.',
        'Briny, plump or delicate: a wine for every oyster, and our Chenin is never far away.',
      ),
      author: ANTOINE,
      publishedAt: '2026-11-19T09:00:00+01:00',
      image: image(
        'huitres',
        'Un plateau d’huîtres, un citron et un verre de vin blanc',
        'A plate of oysters, a lemon and a glass of white wine',
      ),
      body: t(
        `<p>À quelques kilomètres du domaine, les parcs à huîtres de la baie produisent des huîtres charnues et très iodées. Les fêtes approchent : voici nos accords préférés.</p>
<h2>Une huître fine</h2>
<p>Une huître fine, servie nature, appelle un vin vif et tendu. Notre <strong>chenin sec</strong>, servi à 10 °C, en souligne le côté marin sans l’écraser.</p>
<h2>Une huître spéciale, plus charnue</h2>
<p>Sa chair ronde supporte un blanc plus ample : un chenin de deux ou trois ans, qui a gagné en rondeur, fait merveille.</p>
<h2>Et les huîtres chaudes ?</h2>
<p>Gratinées au beurre d’algues ou au sabayon, elles s’accordent très bien avec notre rosé de négrette, servi bien frais.</p>
<p>Un dernier conseil : évitez le vinaigre à l’échalote si vous voulez vraiment goûter le vin. Un trait de citron, ou rien du tout.</p>`,
        `<p>A few kilometres from the estate, the oyster beds of the bay produce plump, very briny oysters. The holidays are coming: here are our favourite pairings.</p>
<h2>A “fine” oyster</h2>
<p>A fine oyster, served plain, calls for a lively, taut wine. Our <strong>dry Chenin</strong>, served at 10 °C, brings out its sea character without overpowering it.</p>
<h2>A “spéciale”, plumper oyster</h2>
<p>Its rounder flesh can take a fuller white: a Chenin two or three years old, which has gained some roundness, works wonders.</p>
<h2>And hot oysters?</h2>
<p>Gratinéed with seaweed butter or sabayon, they go very well with our Négrette rosé, served well chilled.</p>
<p>One last tip: skip the shallot vinegar if you really want to taste the wine. A squeeze of lemon, or nothing at all.</p>`,
      ),
    },
  ],
};

export const SITE_2_BLOG: BlogFolderSeed[] = [notebook];
