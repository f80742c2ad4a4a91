/** Section 1: the hero, whose button scrolls to the exhibitions. */
export function Hero() {
  const scrollToExhibitions = () => document.getElementById('exhibitions')?.scrollIntoView({ behavior: 'smooth' });
  return (
    <section
      className="border-b-4 border-double border-gold bg-ink px-4 py-16 text-center text-parchment sm:py-24"
      aria-labelledby="hero-title"
    >
      <p className="font-display text-sm font-bold uppercase tracking-[0.3em] text-gold-light">Established 1847 · London</p>
      <h1 id="hero-title" className="mx-auto mt-4 max-w-4xl text-4xl font-bold text-parchment sm:text-6xl">
        The Brain Appreciation Club
      </h1>
      <p className="mx-auto mt-6 max-w-2xl text-xl text-parchment/90">
        A most distinguished society for the celebration of organic human thought, in cheerful defiance of the thinking machines.
      </p>
      <p className="mx-auto mt-3 max-w-xl italic text-gold-light">“Cogito, ergo sum. Unassisted.”</p>
      <button type="button" onClick={scrollToExhibitions} className="btn-gold mt-10">
        Explore the Exhibitions
      </button>
    </section>
  );
}
