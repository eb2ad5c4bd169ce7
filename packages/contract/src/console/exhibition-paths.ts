/**
 * The console's exhibition calls (decision 061): name → 'METHOD /admin/...'. Zod-free like endpoint-paths.ts,
 * which spreads this table into the one table of every endpoint; their schemas are in ./exhibition.ts.
 * The review (exhibitors and customs-clearance accounts waiting) and the exhibition itself (companies'
 * records, categories, halls and booths on the floor plan), decision 064.
 */
export const exhibitionPaths = {
  // the review: permission exhibitorReview
  'consoleExhibition.exhibitors': 'GET /admin/exhibitors',
  'consoleExhibition.exhibitorsCsv': 'GET /admin/exhibitors.csv',
  'consoleExhibition.exhibitor': 'GET /admin/exhibitors/{id}',
  'consoleExhibition.approveExhibitor': 'POST /admin/exhibitors/{id}/approve',
  'consoleExhibition.rejectExhibitor': 'POST /admin/exhibitors/{id}/reject',
  'consoleExhibition.customsAccounts': 'GET /admin/customs-accounts',
  'consoleExhibition.customsAccountsCsv': 'GET /admin/customs-accounts.csv',
  'consoleExhibition.customsAccount': 'GET /admin/customs-accounts/{id}',
  'consoleExhibition.customsLicence': 'GET /admin/customs-accounts/{id}/licence',
  'consoleExhibition.approveCustoms': 'POST /admin/customs-accounts/{id}/approve',
  'consoleExhibition.rejectCustoms': 'POST /admin/customs-accounts/{id}/reject',
  // the exhibition: permission exhibition
  'consoleExhibition.exhibitorForm': 'GET /admin/exhibition/exhibitors/{id}',
  'consoleExhibition.updateExhibitor': 'PUT /admin/exhibition/exhibitors/{id}',
  'consoleExhibition.categories': 'GET /admin/exhibition/categories',
  'consoleExhibition.createCategory': 'POST /admin/exhibition/categories',
  'consoleExhibition.updateCategory': 'PUT /admin/exhibition/categories/{id}',
  'consoleExhibition.deleteCategory': 'DELETE /admin/exhibition/categories/{id}',
  'consoleExhibition.halls': 'GET /admin/exhibition/halls',
  'consoleExhibition.createHall': 'POST /admin/exhibition/halls',
  'consoleExhibition.updateHall': 'PUT /admin/exhibition/halls/{id}',
  'consoleExhibition.deleteHall': 'DELETE /admin/exhibition/halls/{id}',
  'consoleExhibition.hallPlan': 'GET /admin/exhibition/halls/{id}/plan',
  'consoleExhibition.booth': 'GET /admin/exhibition/booths/{id}',
  'consoleExhibition.createBooth': 'POST /admin/exhibition/booths',
  'consoleExhibition.updateBooth': 'PUT /admin/exhibition/booths/{id}',
  'consoleExhibition.placeBooth': 'POST /admin/exhibition/booths/{id}/place',
  'consoleExhibition.deleteBooth': 'DELETE /admin/exhibition/booths/{id}',
} as const;
