/** What a person reads about health checks: plain words, UK English. */
export const healthCheckMessages = {
  notFound: 'We could not find that health check.',
  idInUse: 'This id is already in use.',
  template: 'Please choose one of the garage’s checklists.',
  registration: 'Please enter a registration in letters and numbers, such as WB19 KFD or 191-D-12345.',
  mileage: 'Please enter the mileage as a whole number up to 999,999.',
  state: 'Please mark the item green, amber, red, not checked or not applicable.',
  side: 'Please choose where on the vehicle: N/S, O/S, front, rear or a corner.',
  tread: 'Please enter a tread depth from 0 to 20 mm, to a tenth of a millimetre.',
  pad: 'Please enter a pad thickness from 0 to 30 mm, to a tenth of a millimetre.',
  disc: 'Please enter a disc thickness from 1 to 60 mm, to a tenth of a millimetre.',
  note: 'Please keep the note to 1,000 characters.',
  reason: 'Please keep the reason to 300 characters.',
  date: 'Please enter a date as YYYY-MM-DD.',
  time: 'Please enter the time as hours and minutes, such as 1:30.',
  jobDescription: 'Please describe the recommended work in up to 200 characters.',
  product: 'Please choose a part, such as /products/100001.',
  task: 'Please choose a repair time from the vehicle’s list.',
  tooManyParts: 'A recommended job may have at most 20 parts.',
  quantity: 'Please enter a quantity from 1 to 999.',
  tooManyChanges: 'Send at most 50 changes at once.',
  tooManyItems: (max: number) => `A health check may have at most ${max} items.`,
  /** A colour that the measurement does not give needs a reason (issue 46). */
  reasonNeeded: (colour: string, measured: string) =>
    `The measurement says ${measured}: please give a reason for marking it ${colour}.`,
  /** Red and amber need evidence the customer can see. */
  evidenceNeeded: 'A red or amber item needs a measurement, a photo or a note for the customer.',
  notAnItem: 'This is not an item of this health check.',
  amberAboveRed: 'The amber limit must be above the red one.',
  section: 'Please choose one of the sections of the check.',
  measures: 'Please choose what the item measures: tread, pad, disc or nothing.',
  itemName: 'Please name the item in up to 100 characters.',
  templateName: 'Please name the checklist in up to 60 characters.',
  emptyTemplate: 'A checklist needs at least one item.',
  /** A photo's upload (PUT /health-checks/{id}/photos/{photoId}), refused in words a mechanic reads. */
  photo: {
    notFound: 'We could not find that photo.',
    digestMissing: 'The photo arrived without its checksum, so we could not tell it arrived whole. Please try again.',
    digestWrong: 'The photo did not arrive whole (its checksum does not match). Please try again.',
    notJpeg: 'This is not a JPEG photo. Please take the photo again.',
    tooLarge: (megabytes: number) => `A photo may be at most ${megabytes} MB.`,
    otherBytes: 'Another photo was already saved under this id. Please take the photo again.',
    idInUse: 'This photo id is already in use. Please take the photo again.',
    badId: 'This is not a valid photo id. Please take the photo again.',
    tooMany: (max: number) => `A health check may have at most ${max} photos.`,
  },
  /** The customer's answers (issue 46, "The customer's answer, per item"). */
  notAsked: 'Only red and amber items are put to the customer.',
  noJobToApprove: 'This item has no recommended work to approve.',
  laterDate: 'Please choose the date to come back to this, from tomorrow on.',
  answeredAlready: (decision: string) => `This item has been answered already (${decision}); the answer stands.`,
  answeredTwice: 'Each item may be answered once in a request.',
  answeredBy: 'Please say who took the answer, in up to 100 characters.',
  noWorkOrder:
    'This check is not on a work order, so approved work has nowhere to go. Link it to the vehicle’s work order first.',
  /** Approved after the work order was completed or cancelled: what the garage reads beside the answer. */
  notOnWorkOrder: (status: 'completed' | 'cancelled') =>
    `Not on the work order: it was ${status} before this was approved. ` +
    'The work waits on the vehicle; put it on a new work order for the price shown.',
  /** The same, as the customer reads it beside their approval. */
  notOnWorkOrderForCustomer: 'The garage will be in touch to book this work in.',
  shareNotReady: 'Please complete the health check before sending it to the customer.',
  shareNotFound: 'This link has been withdrawn. Please contact the garage for a new one.',
  shareExpired: (day: string) => `This link expired on ${day}. Please contact the garage for a new one.`,
  noPhoto: 'We could not find that photo.',
  tooManyAnswers: 'Send at most 80 answers at once.',
} as const;
