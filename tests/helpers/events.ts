/** A valid event for the Events tab's create (docs/decisions/057), at its own address. */
export const eventInput = (slug = `event-${Math.floor(Math.random() * 1e9)}`, overrides: Record<string, unknown> = {}) => ({
  slug,
  title: `Event ${slug}`,
  type: 'Workshop',
  description: '<p>A gathering.</p>',
  startsAt: '2030-06-01T18:00:00+01:00',
  endsAt: '2030-06-01T20:00:00+01:00',
  location: 'The Library, Club House, London',
  speakers: ['Dr A'],
  capacity: 20,
  ticketTypes: [
    { name: 'Standard', price: 2500, membersPrice: 1500 },
    { name: 'Student', price: 0 },
  ],
  ...overrides,
});
