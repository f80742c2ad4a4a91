import { ContactForm } from '../contact/contact-form';
import { HomeSection } from './home-section';

/** Section 12: the Secretary's contact details and the contact / fellowship form. */
export function ContactSection() {
  return (
    <HomeSection id="contact" titleId="contact-title" title="Correspondence">
      <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_2fr]">
        {/* The heading stays outside the address: HTML allows no heading inside one. */}
        <div>
          <h3 className="text-2xl font-bold">The Secretary</h3>
          <address className="not-italic">
            <p className="mt-3 text-ink-soft">
              The Brain Appreciation Club
              <br />
              14 Cogitation Row, Bloomsbury
              <br />
              London WC1B 3XX
            </p>
            <p className="mt-4">
              <span className="font-bold">Telephone:</span> <a href="tel:+442079460847">020 7946 0847</a>
              <br />
              <span className="text-base text-sepia">Tue and Thu 14:00-16:00 GMT</span>
            </p>
            <p className="mt-4">
              <span className="font-bold">Post by electronic means:</span>
              <br />
              <a href="mailto:secretary@brainappreciation.club">secretary@brainappreciation.club</a>
            </p>
            <p className="mt-4">
              <span className="font-bold">Exhibition viewing:</span>
              <br />
              <span className="text-base">Tue-Sat 10:00-18:00, Sun 14:00-17:00</span>
            </p>
            <p className="mt-6 text-base italic text-sepia">
              Letters are answered in the order received, by hand, by a person who has read them.
            </p>
          </address>
        </div>
        <ContactForm />
      </div>
    </HomeSection>
  );
}
