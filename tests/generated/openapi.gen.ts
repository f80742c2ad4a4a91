// Generated from /api/openapi.json by openapi-typescript: npm run openapi:client-types. Do not edit.
export interface paths {
    "/api/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in member’s own page: membership, payments and refunds, letters, passkeys
         * @description 401 without a member session (the member cookie; a staff session is not one). 404 when the membership is no longer held.
         */
        get: operations["getAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/card": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in member’s card: name, tier, valid-until, and the QR code of its public check
         * @description 401 without a member session (the member cookie; a staff session is not one).
         */
        get: operations["getAccountCard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/receipts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in member’s receipts: one per payment and one per refund
         * @description 401 without a member session (the member cookie; a staff session is not one).
         */
        get: operations["listAccountReceipts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/receipts/{number}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One printable receipt of the signed-in member
         * @description 401 without a member session (the member cookie; a staff session is not one). 404 for a number that is not one of the member’s own, as for one that does not exist.
         */
        get: operations["getAccountReceipt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/renewal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Renewing: the checkout that renews, where a new year would start, and renewing automatically
         * @description 401 without a member session (the member cookie; a staff session is not one).
         */
        get: operations["getAccountRenewal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Views per day for 30 days and top pages (D10)
         * @description Role: Owner only.
         */
        get: operations["getAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/arsenal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List every arsenal item (admin view), or one page of them
         * @description Without `page` or `q`: every row (as the spec describes). With `page` and/or `q`: one page of 50, newest first, searched on the main fields (case-insensitive), as `{ items, total, page, pageSize, pageCount }`.
         *
         *     Role: Owner or Editor.
         */
        get: operations["listAdminArsenal"];
        put?: never;
        /**
         * Create an arsenal item
         * @description Role: Owner or Editor.
         */
        post: operations["createArsenal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/arsenal/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an arsenal item
         * @description 404 when there is no such arsenal item.
         *
         *     Role: Owner or Editor.
         */
        delete: operations["deleteArsenal"];
        options?: never;
        head?: never;
        /**
         * Update an arsenal item (any subset of its fields)
         * @description Only the fields sent change; an optional field sent empty is cleared. 404 when there is no such arsenal item.
         *
         *     Role: Owner or Editor.
         */
        patch: operations["updateArsenal"];
        trace?: never;
    };
    "/api/admin/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The admin audit log: who did what to which row, when, from where (50 a page, newest first)
         * @description Filter with `admin` (an email) and `kind`; `q` searches email, kind, action, note and address. Entries cannot be changed or removed.
         *
         *     Role: Owner only.
         */
        get: operations["listAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/comments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Reject (delete) a comment
         * @description Role: Owner or Moderator.
         */
        delete: operations["rejectComment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/comments/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Approve a comment
         * @description Role: Owner or Moderator.
         */
        patch: operations["approveComment"];
        trace?: never;
    };
    "/api/admin/comments/pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Comments awaiting moderation, with their exhibition
         * @description Without `page` or `q`: every row (as the spec describes). With `page` and/or `q`: one page of 50, newest first, searched on the main fields (case-insensitive), as `{ items, total, page, pageSize, pageCount }`.
         *
         *     Role: Owner or Moderator.
         */
        get: operations["listPendingComments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List every content item (admin view), or one page of them
         * @description Without `page` or `q`: every row (as the spec describes). With `page` and/or `q`: one page of 50, newest first, searched on the main fields (case-insensitive), as `{ items, total, page, pageSize, pageCount }`.
         *
         *     Role: Owner or Editor.
         */
        get: operations["listAdminContent"];
        put?: never;
        /**
         * Create a content item
         * @description Role: Owner or Editor.
         */
        post: operations["createContent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/content/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a content item
         * @description 404 when there is no such content item.
         *
         *     Role: Owner or Editor.
         */
        delete: operations["deleteContent"];
        options?: never;
        head?: never;
        /**
         * Update a content item (any subset of its fields)
         * @description Only the fields sent change; an optional field sent empty is cleared. 404 when there is no such content item.
         *
         *     Role: Owner or Editor.
         */
        patch: operations["updateContent"];
        trace?: never;
    };
    "/api/admin/dispatch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every Dispatch issue, newest first, with its letters by status, and the subscribers by state
         * @description Role: Owner or Editor.
         */
        get: operations["listDispatchIssues"];
        put?: never;
        /**
         * Write a Dispatch issue (a draft)
         * @description Role: Owner or Editor.
         */
        post: operations["createDispatchIssue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dispatch/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One Dispatch issue with its body and its progress (letters queued, sent, failed, bounced, ...)
         * @description 404 when there is no such issue.
         *
         *     Role: Owner or Editor.
         */
        get: operations["getDispatchIssue"];
        put?: never;
        post?: never;
        /**
         * Delete a draft (an issue that reached readers is kept as the record of what was sent)
         * @description 404 when there is no such issue. 409 when it is not a draft, or a cancelled issue that reached some readers.
         *
         *     Role: Owner or Editor.
         */
        delete: operations["deleteDispatchIssue"];
        options?: never;
        head?: never;
        /**
         * Edit a draft or scheduled issue (any subset of its fields)
         * @description Only the fields sent change. 404 when there is no such issue. 409 once it is sending or sent.
         *
         *     Role: Owner or Editor.
         */
        patch: operations["updateDispatchIssue"];
        trace?: never;
    };
    "/api/admin/dispatch/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a scheduled or sending issue: its queued letters are cancelled at once (those in hand finish)
         * @description 404 when there is no such issue. 409 when it is neither scheduled nor sending.
         *
         *     Role: Owner or Editor.
         */
        post: operations["cancelDispatchIssue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dispatch/{id}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A Dispatch issue as the letter will look: HTML (styles inlined) and plain text, with a sample unsubscribe link
         * @description 404 when there is no such issue.
         *
         *     Role: Owner or Editor.
         */
        get: operations["previewDispatchIssue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dispatch/{id}/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send an issue now (`at` null or left out) or at a time to come
         * @description 400 for a time in the past. 404 when there is no such issue. 409 when no SMTP server is configured (SMTP_URL and MAIL_FROM), or once it is sending or sent.
         *
         *     Role: Owner or Editor.
         */
        post: operations["scheduleDispatchIssue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dispatch/{id}/test-send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the issue as a test letter to the signed-in staff member’s own address
         * @description 404 when there is no such issue. 409 when no SMTP server is configured (SMTP_URL and MAIL_FROM).
         *
         *     Role: Owner or Editor.
         */
        post: operations["testSendDispatchIssue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dispatch/{id}/unschedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A scheduled issue back to a draft, before it starts
         * @description 404 when there is no such issue. 409 when it is not scheduled.
         *
         *     Role: Owner or Editor.
         */
        post: operations["unscheduleDispatchIssue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dispatch/from-report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A draft issue made from a published Intelligence Report (its title, summary, insights and a link)
         * @description 404 when no published report has this number.
         *
         *     Role: Owner or Editor.
         */
        post: operations["createDispatchIssueFromReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List every event (admin view), or one page of them
         * @description Without `page` or `q`: every row (as the spec describes). With `page` and/or `q`: one page of 50, newest first, searched on the main fields (case-insensitive), as `{ items, total, page, pageSize, pageCount }`.
         *
         *     Role: Owner or Editor.
         */
        get: operations["listAdminEvents"];
        put?: never;
        /**
         * Create an event with its ticket types
         * @description 409 when another event has the address (slug).
         *
         *     Role: Owner or Editor.
         */
        post: operations["createEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/events/{eventId}/attendees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tickets of an event, confirmed and cancelled, with who holds them
         * @description Role: Owner only.
         */
        get: operations["listEventAttendees"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/events/{eventId}/attendees.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download an event’s attendee list as CSV (UTF-8 with BOM; formula-like cells neutralised)
         * @description One row per ticket, confirmed or cancelled: reference, name, email, ticket type, quantity, status, checked in at.
         */
        get: operations["exportEventAttendeesCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/events/{eventId}/check-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * At the door: check a ticket in by its reference (valid, already checked in, cancelled or unknown)
         * @description Role: Owner or Editor.
         */
        post: operations["checkInTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an event nobody holds a ticket to
         * @description 404 when there is no such event; 409 when people hold tickets to it.
         *
         *     Role: Owner or Editor.
         */
        delete: operations["deleteEvent"];
        options?: never;
        head?: never;
        /**
         * Update an event (any subset of its fields; ticketTypes, when sent, is the whole list)
         * @description Ticket types named by id are changed, new ones added, those left out removed. 404 when there is no such event; 409 when the address is another event’s, the capacity is below the seats taken, or a removed ticket type has registrations.
         *
         *     Role: Owner or Editor.
         */
        patch: operations["updateEvent"];
        trace?: never;
    };
    "/api/admin/export/{kind}.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a list as CSV (UTF-8 with BOM; formula-like cells neutralised with a leading quote)
         * @description The whole table, or with `q` the rows the admin list's search matches, newest first. Answers `Content-Disposition: attachment` with a dated file name.
         */
        get: operations["exportAdminCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/intelligence": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List every intelligence report (drafts included) (admin view), or one page of them
         * @description Without `page` or `q`: every row (as the spec describes). With `page` and/or `q`: one page of 50, newest first, searched on the main fields (case-insensitive), as `{ items, total, page, pageSize, pageCount }`.
         *
         *     Role: Owner or Editor.
         */
        get: operations["listAdminIntelligence"];
        put?: never;
        /**
         * Create an intelligence report (drafts included)
         * @description Role: Owner or Editor.
         */
        post: operations["createIntelligence"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/intelligence/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an intelligence report (drafts included)
         * @description 404 when there is no such intelligence report (drafts included).
         *
         *     Role: Owner or Editor.
         */
        delete: operations["deleteIntelligence"];
        options?: never;
        head?: never;
        /**
         * Update an intelligence report (drafts included) (any subset of its fields)
         * @description Only the fields sent change; an optional field sent empty is cleared. 404 when there is no such intelligence report (drafts included).
         *
         *     Role: Owner or Editor.
         */
        patch: operations["updateIntelligence"];
        trace?: never;
    };
    "/api/admin/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in (sets the session cookie)
         * @description Answers Set-Cookie with the session (cookieAuth). 401 "Invalid email or password"; after 5 attempts in 15 minutes per address or email (counted before the password is checked), 429 with Retry-After. Refused with 403 from a foreign Origin. When the account has a second factor the answer says `secondFactor: "verify"` and the session is good only for admin.auth.verifySecondFactor; `code` (a TOTP or recovery code) sent with the password signs in at once, even while others' wrong passwords lock the email. Every code guess, here or at the second step, counts on the account (5 in 15 minutes) before it is checked; a browser remembered for the account counts on its own (docs/decisions/026).
         */
        post: operations["adminLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log out (ends the session)
         * @description Role: any staff member (Owner, Editor or Moderator).
         */
        post: operations["adminLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/mail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The outbox: every message with recipient, subject, status, tries, last error and times; and whether SMTP is configured
         * @description Role: Owner only.
         */
        get: operations["listMail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/mail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One message as sent: headers, HTML and plain text
         * @description 404 "Message not found".
         *
         *     Role: Owner only.
         */
        get: operations["getMail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/mail/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a queued, failed or unsent message again now, with a fresh round of tries
         * @description 404 "Message not found"; 409 when the message was sent already or is being sent. 409 when no SMTP is configured (set SMTP_URL and MAIL_FROM and restart the server).
         *
         *     Role: Owner only.
         */
        post: operations["retryMail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/mail/retry-unsent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Queue again every message not sent for want of SMTP (once SMTP_URL is set)
         * @description 409 when no SMTP is configured (set SMTP_URL and MAIL_FROM and restart the server).
         *
         *     Role: Owner only.
         */
        post: operations["retryUnsentMail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in administrator (the admin check)
         * @description Role: any staff member (Owner, Editor or Moderator).
         */
        get: operations["adminMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/membership-applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Contact form submissions
         * @description Without `page` or `q`: every row (as the spec describes). With `page` and/or `q`: one page of 50, newest first, searched on the main fields (case-insensitive), as `{ items, total, page, pageSize, pageCount }`.
         *
         *     Role: Owner only.
         */
        get: operations["listMembershipApplications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/membership-applications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a contact form submission
         * @description Role: Owner only.
         */
        delete: operations["deleteMembershipApplication"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Recorded payments (D18)
         * @description Without `page` or `q`: every row (as the spec describes). With `page` and/or `q`: one page of 50, newest first, searched on the main fields (case-insensitive), as `{ items, total, page, pageSize, pageCount }`. The totals (succeededCount and succeededTotal; receivedCount, receivedTotal, refundedTotal and netTotal over every payment taken, refunded or not) are always over every payment.
         *
         *     Role: Owner only.
         */
        get: operations["listPayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reality-readiness/videos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Quiz videos with their answers, in quiz order
         * @description Without `page` or `q`: every row (as the spec describes). With `page` and/or `q`: one page of 50, in quiz order, searched on the main fields (case-insensitive), as `{ items, total, page, pageSize, pageCount }`.
         *
         *     Role: Owner or Editor.
         */
        get: operations["listAdminQuizVideos"];
        put?: never;
        /** Upload a quiz video (multipart: video, title, isFake "true"|"false", orderPosition) */
        post: operations["uploadQuizVideo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reality-readiness/videos/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a quiz video (and its file)
         * @description Role: Owner or Editor.
         */
        delete: operations["deleteQuizVideo"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/recognition": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List every recognition item (admin view), or one page of them
         * @description Without `page` or `q`: every row (as the spec describes). With `page` and/or `q`: one page of 50, newest first, searched on the main fields (case-insensitive), as `{ items, total, page, pageSize, pageCount }`.
         *
         *     Role: Owner or Editor.
         */
        get: operations["listAdminRecognition"];
        put?: never;
        /**
         * Create a recognition item
         * @description Role: Owner or Editor.
         */
        post: operations["createRecognition"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/recognition/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a recognition item
         * @description 404 when there is no such recognition item.
         *
         *     Role: Owner or Editor.
         */
        delete: operations["deleteRecognition"];
        options?: never;
        head?: never;
        /**
         * Update a recognition item (any subset of its fields)
         * @description Only the fields sent change; an optional field sent empty is cleared. 404 when there is no such recognition item.
         *
         *     Role: Owner or Editor.
         */
        patch: operations["updateRecognition"];
        trace?: never;
    };
    "/api/admin/research-proposals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Research proposals (D15)
         * @description Without `page` or `q`: every row (as the spec describes). With `page` and/or `q`: one page of 50, newest first, searched on the main fields (case-insensitive), as `{ items, total, page, pageSize, pageCount }`.
         *
         *     Role: Owner only.
         */
        get: operations["listResearchProposals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/research-proposals/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a research proposal
         * @description Role: Owner only.
         */
        delete: operations["deleteResearchProposal"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/shame": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List every shame item (admin view), or one page of them
         * @description Without `page` or `q`: every row (as the spec describes). With `page` and/or `q`: one page of 50, newest first, searched on the main fields (case-insensitive), as `{ items, total, page, pageSize, pageCount }`.
         *
         *     Role: Owner or Editor.
         */
        get: operations["listAdminShame"];
        put?: never;
        /**
         * Create a shame item
         * @description Role: Owner or Editor.
         */
        post: operations["createShame"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/shame/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a shame item
         * @description 404 when there is no such shame item.
         *
         *     Role: Owner or Editor.
         */
        delete: operations["deleteShame"];
        options?: never;
        head?: never;
        /**
         * Update a shame item (any subset of its fields)
         * @description Only the fields sent change; an optional field sent empty is cleared. 404 when there is no such shame item.
         *
         *     Role: Owner or Editor.
         */
        patch: operations["updateShame"];
        trace?: never;
    };
    "/api/admin/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload an image or video (multipart, field "image"); answers { imageUrl, fileType }
         * @description Images up to the image limit (10 MB by default), videos up to the video limit (100 MB); the file's bytes decide its type (D21).
         */
        post: operations["uploadMedia"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/viral-shares": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Brain Supporters
         * @description Without `page` or `q`: every row (as the spec describes). With `page` and/or `q`: one page of 50, newest first, searched on the main fields (case-insensitive), as `{ items, total, page, pageSize, pageCount }`.
         *
         *     Role: Owner or Moderator.
         */
        get: operations["listSupporters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/viral-shares/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a supporter
         * @description Role: Owner or Moderator.
         */
        delete: operations["deleteSupporter"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/volunteer-applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Volunteer applications (D15)
         * @description Without `page` or `q`: every row (as the spec describes). With `page` and/or `q`: one page of 50, newest first, searched on the main fields (case-insensitive), as `{ items, total, page, pageSize, pageCount }`.
         *
         *     Role: Owner only.
         */
        get: operations["listVolunteerApplications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/volunteer-applications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a volunteer application
         * @description Role: Owner only.
         */
        delete: operations["deleteVolunteerApplication"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/arsenal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Brain Arsenal items, featured first
         * @description Without `page` or `pageSize`: every row (as the spec describes). With `page` and/or `pageSize`: one page (24 rows by default, at most 100), in the list's order, as `{ items, total, page, pageSize, pageCount }`.
         */
        get: operations["listArsenal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/arsenal/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One Brain Arsenal item
         * @description 404 when there is none: "Arsenal item not found.".
         */
        get: operations["getArsenal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/certificates/{certId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check that a certificate number was issued by the Club to this name
         * @description 404 with "This certificate is not genuine..." for a forged or altered number, or another name.
         */
        get: operations["verifyCertificate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List exhibitions (content items)
         * @description Without `page` or `pageSize`: every row (as the spec describes). With `page` and/or `pageSize`: one page (24 rows by default, at most 100), in the list's order, as `{ items, total, page, pageSize, pageCount }`.
         */
        get: operations["listContent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/{id}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Approved comments of an exhibition
         * @description Without `page` or `pageSize`: every row (as the spec describes). With `page` and/or `pageSize`: one page (24 rows by default, at most 100), in the list's order, as `{ items, total, page, pageSize, pageCount }`. The whole list is oldest first; pages are newest first (as the exhibition page shows them), each comment with its reaction counts.
         */
        get: operations["listComments"];
        put?: never;
        /**
         * Submit a comment (pending approval)
         * @description 404 "Exhibition not found" when the exhibition does not exist.
         */
        post: operations["createComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/create-payment-intent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a membership payment: the amount comes from the plan table, never the request
         * @description An unknown membershipType becomes basic (D17). 503 when the payment provider cannot be reached (worth a retry); 502 when it refuses the request (not worth one).
         */
        post: operations["createPaymentIntent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/demo-payments/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Demo mode only: confirm a payment with a test card (4242 4242 4242 4242 succeeds)
         * @description A declined card (4000 0000 0000 0002) answers 200 with status requires_payment_method and the card error. 400 when the club takes real payments through Stripe; 404 when the client secret opens no payment.
         */
        post: operations["confirmDemoPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/event-tickets/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A ticket, by the link in its letter
         * @description 404 when no ticket has the link.
         */
        get: operations["getEventTicket"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/event-tickets/{token}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a ticket: refunded 48 hours or more before the event, refused after (the seat is kept)
         * @description 404 when no ticket has the link; 409 within 48 hours of the start, or not a confirmed ticket. 503 when the payment provider cannot be reached; 502 when it refuses the request.
         */
        post: operations["cancelEventTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/event-waitlist/{token}/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Claim the seat a waitlist letter offers
         * @description 404 when no offer has the link; 409 when it lapsed or was used. 503 when the payment provider cannot be reached; 502 when it refuses the request.
         */
        post: operations["claimWaitlistSeat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every event, soonest first, with its ticket types and seat counts (never names) */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{eventId}/registrations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register Now: free tickets confirm at once, paid ones hold their seats while the payment is open
         * @description The members’ price applies when the address is an active member’s. `status` is `confirmed` (free), `payment` (confirm the `clientSecret` as the checkout does; the seats are held until `holdExpiresAt`) or `waitlisted` (full, and `waitlist` was asked). 404 unknown event or ticket type; 403 a members-only ticket for a non-member; 409 begun, sales closed, or full. 503 when the payment provider cannot be reached; 502 when it refuses the request.
         */
        post: operations["registerForEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One event
         * @description 404 when there is none: "Event not found".
         */
        get: operations["getEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/experiments/job-title-translator": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Translate a job title or headline into plain words (stored as a roast) */
        post: operations["translateJobTitle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/experiments/job-title-translator/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The 200 newest roasts */
        get: operations["listAllRoasts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/experiments/job-title-translator/ego-report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * File an ego survival rating and a mom reaction for a roast
         * @description 404 "Translation not found" when no roast has the shareableId.
         */
        post: operations["submitEgoReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/experiments/job-title-translator/ego-reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ego reports of the visible roasts (no emails) */
        get: operations["listEgoReports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/experiments/job-title-translator/latest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The 10 newest roasts */
        get: operations["listLatestRoasts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/experiments/reality-readiness/guess": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a guess (true = AI-generated) on the server
         * @description 404 "Video not found" when there is no such video.
         */
        post: operations["checkGuess"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/experiments/reality-readiness/videos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Quiz videos in order (id, title, videoUrl; never the answer) */
        get: operations["listQuizVideos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/intelligence": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Published intelligence reports, featured first
         * @description Without `page` or `pageSize`: every row (as the spec describes). With `page` and/or `pageSize`: one page (24 rows by default, at most 100), in the list's order, as `{ items, total, page, pageSize, pageCount }`.
         */
        get: operations["listIntelligence"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/intelligence/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One published intelligence report (drafts are 404)
         * @description 404 when there is none: "Intelligence report not found".
         */
        get: operations["getIntelligence"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/latest-content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The newest item across exhibitions, recognition, shame and arsenal (D14) */
        get: operations["getLatestContent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member-cards/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check a membership card: valid until a date, or not valid
         * @description 200 with valid true and the end of the membership, or valid false for a lapsed or refunded one; 404 for a token the Club did not issue (made up or altered). Never cached: a membership lapses by the clock.
         */
        get: operations["verifyMemberCard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/membership": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a contact / fellowship application */
        post: operations["submitMembershipApplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment-status/{paymentIntentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A payment's real status, asked of the payment provider (for /payment-success)
         * @description 404 "Payment not found". 503 when the payment provider cannot be reached (worth a retry); 502 when it refuses the request (not worth one).
         */
        get: operations["getPaymentStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a reaction (thumbs_up or heart) to an approved comment
         * @description One row per comment, email and kind. Send your own `token` (kept by your browser), or read the one answered: it is the only way to remove the reaction. The row belongs to the token that made it: the same reaction with the same email from another token is a 409.
         */
        post: operations["addReaction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reactions/{commentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reactions of an approved comment (reaction, and whether it is yours; never an address)
         * @description Send your token in the `x-reaction-token` header to have your own reactions marked `mine` (the answer is then private).
         */
        get: operations["listReactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reactions/{commentId}/{email}/{reaction}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove your reaction (the spec’s row): the token it was made with in the body or header
         * @description The address alone proves nothing: send the token in the body or the `x-reaction-token` header. Prefer DELETE /api/reactions/{commentId}/{reaction}, which keeps the address out of the URL.
         */
        delete: operations["removeReactionOfEmail"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reactions/{commentId}/{reaction}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove your reaction (the token it was made with, in the body or the header)
         * @description 404 when there is no such reaction made with this token.
         */
        delete: operations["removeReaction"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recognition": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List recognition items
         * @description Without `page` or `pageSize`: every row (as the spec describes). With `page` and/or `pageSize`: one page (24 rows by default, at most 100), in the list's order, as `{ items, total, page, pageSize, pageCount }`.
         */
        get: operations["listRecognition"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recognition/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One recognition item
         * @description 404 when there is none: "Recognition item not found".
         */
        get: operations["getRecognition"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/research-proposal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit a research proposal */
        post: operations["submitResearchProposal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search exhibitions, reports, recognitions, the Hall of Shame, the arsenal and the club pages
         * @description Every word of `q` must match (each as a prefix); results are grouped by kind, title matches first, each with a snippet whose matched words are marked. When nothing matches, titles with similar words are returned (`approximate`, `didYouMean`). Throttled per client address (429 with Retry-After).
         */
        get: operations["search"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shame": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List Hall of Shame entries
         * @description Without `page` or `pageSize`: every row (as the spec describes). With `page` and/or `pageSize`: one page (24 rows by default, at most 100), in the list's order, as `{ items, total, page, pageSize, pageCount }`.
         */
        get: operations["listShame"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shame/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One Hall of Shame entry
         * @description 404 when there is none: "Shame item not found".
         */
        get: operations["getShame"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stripe/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stripe webhook: payment_intent.succeeded records the payment, payment_intent.payment_failed is logged
         * @description Called by Stripe, signed with the webhook secret: the Stripe-Signature header is checked over the body's exact bytes (at most 512 KB of JSON). 400 without a valid signature; 404 when the club runs the demo provider; 503 when the event could not be processed (Stripe delivers it again).
         */
        post: operations["stripeWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/update-payment-intent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the payer's email and first name on a payment before it is confirmed
         * @description 404 when the client secret opens no payment; 409 when the payment was already submitted. 503 when the payment provider cannot be reached (worth a retry); 502 when it refuses the request (not worth one).
         */
        post: operations["updatePaymentIntent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/viral-share": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record a supporter and where they shared (certificationClaimed only for linkedin) */
        post: operations["recordViralShare"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/volunteer-application": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Apply as a research volunteer */
        post: operations["submitVolunteerApplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AdminIdentity: {
            email: string;
            /** @enum {string} */
            secondFactor?: "verify" | "enrol";
        };
        AdminVideo: {
            /** Format: date-time */
            createdAt: string;
            id: number;
            /** @description true: the clip is AI-generated */
            isFake: boolean;
            orderPosition: number;
            title: string;
            videoUrl: string;
        };
        ArsenalItem: {
            category: string;
            /** @description Plain text or JSON, copied as-is by visitors */
            content: string;
            /** Format: date-time */
            createdAt: string;
            description: string;
            featured: boolean;
            id: number;
            previewUrl: string | null;
            sourceCredits: string | null;
            title: string;
            /** @enum {string} */
            type: "prompt" | "dataset" | "tool" | "video";
        };
        ContentItem: {
            category: string;
            /** Format: date-time */
            createdAt: string;
            /** @description Sanitised HTML (D7) */
            description: string;
            featured: boolean;
            id: number;
            /** @description Legacy inline image data; null for items made here */
            imageData: string | null;
            /** @description A site path (/uploads/...) or an http(s) URL; empty when there is no image */
            imageUrl: string;
            title: string;
            type: string;
        };
        EgoReport: {
            /** Format: date-time */
            createdAt: string;
            egoRating: number;
            id: number;
            momReaction: string | null;
            /** @description A random URL-safe id of 10 characters (D11) */
            shareableId: string;
        };
        Error: {
            /** @description What went wrong, in words a person can read */
            error: string;
            /** @description Only for invalid input (400): one entry per problem */
            issues?: {
                message: string;
                /** @description The field, dotted for nested ones (keyInsights.2); empty for the whole request */
                path: string;
            }[];
        };
        IntelligenceReport: {
            /** @description Sanitised HTML (D7) */
            authorNote: string | null;
            bullshitMeter: number;
            /** @description One of corporate-bs, tech-hype, policy-analysis, product-launch, research-reality for reports written here */
            category: string;
            /** @description Sanitised HTML (D7) */
            content: string;
            /** Format: date-time */
            createdAt: string;
            featured: boolean;
            hiddenTruths: string[];
            id: number;
            imageUrl: string | null;
            keyInsights: string[];
            published: boolean;
            /** @description YYYY-MM-DD */
            sourceDate: string | null;
            sourceTitle: string;
            sourceUrl: string;
            subtitle: string | null;
            summary: string;
            title: string;
            /** Format: date-time */
            updatedAt: string;
        };
        MembershipApplication: {
            /** Format: date-time */
            createdAt: string;
            email: string;
            firstName: string;
            id: number;
            membershipType: string;
            message: string;
            subject: string;
        };
        PaymentStatus: {
            /** @description In the currency's minor unit (pence) */
            amount: number;
            currency: string;
            membershipType: ("basic" | "full" | "distinguished") | null;
            /**
             * @description stripe: real payments through Stripe; demo: the offline demo provider (D18)
             * @enum {string}
             */
            mode: "stripe" | "demo";
            paymentIntentId: string;
            planName: string | null;
            /** @description The payment is recorded (by the webhook, or the demo confirm step) */
            recorded: boolean;
            /** @enum {string} */
            status: "requires_payment_method" | "requires_confirmation" | "requires_action" | "processing" | "requires_capture" | "canceled" | "succeeded";
        };
        PendingComment: {
            authorEmail: string;
            authorName: string;
            comment: string;
            contentItemId: number;
            /** Format: date-time */
            createdAt: string;
            exhibitionTitle: string;
            id: number;
            /** @description false: every comment in this list awaits moderation (D6) */
            isApproved: boolean;
            /** Format: date-time */
            updatedAt: string;
        };
        PublicComment: {
            authorName: string;
            comment: string;
            /** Format: date-time */
            createdAt: string;
            id: number;
        };
        QuizVideo: {
            id: number;
            title: string;
            videoUrl: string;
        };
        Reaction: {
            commentId: number;
            /** Format: date-time */
            createdAt: string;
            id: number;
            /** @description Whether the asking browser (its token) made this reaction */
            mine: boolean;
            /** @enum {string} */
            reaction: "thumbs_up" | "heart";
        };
        RecognitionItem: {
            category: string;
            company: string;
            /** Format: date-time */
            createdAt: string;
            /** @description Sanitised HTML (D7) */
            description: string;
            featured: boolean;
            id: number;
            /** @description Legacy inline image data; null for items made here */
            imageData: string | null;
            /** @description A site path (/uploads/...) or an http(s) URL */
            imageUrl: string | null;
            title: string;
            websiteUrl: string | null;
        };
        ResearchProposal: {
            affiliation: string | null;
            category: string;
            collaboration: string | null;
            /** Format: date-time */
            createdAt: string;
            description: string;
            duration: string | null;
            email: string;
            ethics: string;
            id: number;
            methodology: string;
            name: string;
            objectives: string;
            participants: string | null;
            resources: string | null;
            significance: string;
            title: string;
        };
        Roast: {
            /** Format: date-time */
            createdAt: string;
            id: number;
            originalTitle: string;
            /** @description A random URL-safe id of 10 characters (D11) */
            shareableId: string;
            translation: string;
        };
        ShameItem: {
            category: string;
            /** Format: date-time */
            createdAt: string;
            description: string;
            example: string;
            featured: boolean;
            id: number;
            /** @description A site path (/uploads/...) or an http(s) URL */
            imageUrl: string | null;
            sourceUrl: string | null;
            title: string;
        };
        Supporter: {
            certificationClaimed: boolean;
            /** Format: date-time */
            createdAt: string;
            email: string;
            firstName: string;
            id: number;
            linkedinUrl: string | null;
            shareAction: string | null;
            shareType: string;
        };
        VolunteerApplication: {
            age: string | null;
            availability: string | null;
            background: string | null;
            /** Format: date-time */
            createdAt: string;
            email: string;
            experience: string | null;
            experiments: string[];
            id: number;
            interests: string | null;
            motivation: string;
            name: string;
            phone: string | null;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                        firstJoinedAt: string;
                        firstName: string | null;
                        /** @description Until when a fresh code confirmed in this session allows a download or erasure */
                        freshProofUntil: string | null;
                        /** @description The newest letters the Club sent to this address */
                        letters: {
                            createdAt: string;
                            id: number;
                            sentAt: string | null;
                            status: string;
                            subject: string;
                        }[];
                        passkeys: {
                            createdAt: string;
                            id: string;
                            lastUsedAt: string | null;
                            name: string;
                        }[];
                        payments: {
                            /** @description In the currency's minor unit (pence) */
                            amount: number;
                            createdAt: string;
                            currency: string;
                            id: number;
                            plan: string;
                            receipt: string;
                            /** @description In the currency's minor unit (pence) */
                            refundedAmount: number;
                            refunds: {
                                /** @description In the currency's minor unit (pence) */
                                amount: number;
                                createdAt: string;
                                id: number;
                            }[];
                            status: string;
                        }[];
                        periodEnd: string;
                        periodStart: string;
                        plan: string;
                        planName: string;
                        /** @enum {string} */
                        status: "active" | "expiring" | "lapsed" | "refunded";
                    };
                };
            };
            /** @description Not signed in (no valid session cookie: the admin one for admin rows, the member one for account rows) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAccountCard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        planName: string;
                        /** @description The QR code of verifyUrl as an SVG document */
                        qrSvg: string;
                        /** @enum {string} */
                        status: "active" | "expiring" | "lapsed" | "refunded";
                        valid: boolean;
                        /** Format: date-time */
                        validUntil: string;
                        verifyUrl: string;
                    };
                };
            };
            /** @description Not signed in (no valid session cookie: the admin one for admin rows, the member one for account rows) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAccountReceipts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description In the currency's minor unit (pence) */
                        amount: number;
                        currency: string;
                        /** Format: date-time */
                        date: string;
                        description: string;
                        /** @enum {string} */
                        kind: "payment" | "refund";
                        number: string;
                    }[];
                };
            };
            /** @description Not signed in (no valid session cookie: the admin one for admin rows, the member one for account rows) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAccountReceipt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description BAC-R-000042 (a payment) or BAC-RF-000007 (a refund)
                 * @example BAC-R-000001
                 */
                number: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description In the currency's minor unit (pence) */
                        amount: number;
                        billedTo: {
                            email: string;
                            name: string | null;
                        };
                        club: {
                            address: string[];
                            name: string;
                        };
                        currency: string;
                        /** Format: date-time */
                        date: string;
                        description: string;
                        /** @enum {string} */
                        kind: "payment" | "refund";
                        method: string;
                        note: string | null;
                        number: string;
                        /** @description For a refund: the payment it returns */
                        ofPayment: {
                            amount: number;
                            /** Format: date-time */
                            date: string;
                            number: string;
                        } | null;
                        /** @description The year this payment bought, when it still counts */
                        period: {
                            /** Format: date-time */
                            end: string;
                            /** Format: date-time */
                            start: string;
                        } | null;
                        /** @description The payment provider's reference (a payment intent or a refund) */
                        reference: string;
                    };
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (no valid session cookie: the admin one for admin rows, the member one for account rows) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAccountRenewal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        autoRenew: {
                            /** @description Only a current membership can renew automatically */
                            available: boolean;
                            /** @description When the saved card is charged, while on */
                            chargesOn: string | null;
                            lastOutcome: ("succeeded" | "failed") | null;
                            on: boolean;
                        };
                        /** @enum {string} */
                        mode: "stripe" | "demo";
                        /** Format: date-time */
                        periodEnd: string;
                        /** @enum {string} */
                        plan: "basic" | "full" | "distinguished";
                        planName: string;
                        pricePounds: number;
                        /** @description The checkout that renews, with the address and first name filled in */
                        renewPath: string;
                        /**
                         * Format: date-time
                         * @description Where a year paid now would start: the end of this one while it is ahead
                         */
                        renewsFrom: string;
                        /** @enum {string} */
                        status: "active" | "expiring" | "lapsed" | "refunded";
                    };
                };
            };
            /** @description Not signed in (no valid session cookie: the admin one for admin rows, the member one for account rows) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAnalytics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        days: {
                            /** Format: date */
                            day: string;
                            views: number;
                            visitors: number;
                        }[];
                        topPages: {
                            path: string;
                            views: number;
                        }[];
                        totalViews: number;
                        /** @description Sum of daily distinct visitors: visitor keys rotate daily (D10) */
                        totalVisitorDays: number;
                    };
                };
            };
            /** @description Not signed in (no valid session cookie: the admin one for admin rows, the member one for account rows) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAdminArsenal: {
        parameters: {
            query?: {
                /** @description The page, from 1 (50 rows a page, newest first) */
                page?: number;
                /** @description Text to look for in the main fields (case-insensitive) */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArsenalItem"][] | {
                        items: components["schemas"]["ArsenalItem"][];
                        page: number;
                        pageCount: number;
                        pageSize: number;
                        /** @description Rows matching the search, over every page */
                        total: number;
                    };
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (no valid session cookie: the admin one for admin rows, the member one for account rows) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createArsenal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    category: string;
                    content: string;
                    description: string;
                    /** @default false */
                    featured?: boolean;
                    /** @description A path on this site (/uploads/...) or an http(s) URL */
                    previewUrl?: string | "";
                    sourceCredits?: string;
                    title: string;
                    /** @enum {string} */
                    type: "prompt" | "dataset" | "tool" | "video";
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArsenalItem"];
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (no valid session cookie: the admin one for admin rows, the member one for account rows) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteArsenal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        deleted: true;
                        id: number;
                    };
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (no valid session cookie: the admin one for admin rows, the member one for account rows) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateArsenal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    category?: string;
                    content?: string;
                    description?: string;
                    featured?: boolean;
                    /** @description A path on this site (/uploads/...) or an http(s) URL */
                    previewUrl?: string | "";
                    sourceCredits?: string;
                    title?: string;
                    /** @enum {string} */
                    type?: "prompt" | "dataset" | "tool" | "video";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArsenalItem"];
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (no valid session cookie: the admin one for admin rows, the member one for account rows) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAuditLog: {
        parameters: {
            query?: {
                /** @description Only this administrator's entries (their email) */
                admin?: string;
                /** @description Only entries of this kind (content, comment, session, ...) */
                kind?: string;
                /** @description The page, from 1 (50 rows a page, newest first) */
                page?: number;
                /** @description Text to look for in the main fields (case-insensitive) */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Every administrator email in the log (for the filter) */
                        admins: string[];
                        items: {
                            /** @description What was done: create, update, delete, approve, reject, upload, login, logout, login-failed, ... */
                            action: string;
                            /** @description Who: the administrator, or the email a failed login tried */
                            adminEmail: string;
                            /** @description null for a failed login */
                            adminUserId: number | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** @description A short note: a title, a file address, a search */
                            detail: string | null;
                            /** @description Which row, when there is one */
                            entityId: number | null;
                            id: number;
                            /** @description The client's address */
                            ip: string;
                            /** @description What kind of thing: content, comment, session, upload, ... */
                            kind: string;
                        }[];
                        /** @description Every kind in the log (for the filter) */
                        kinds: string[];
                        page: number;
                        pageCount: number;
                        pageSize: number;
                        /** @description Rows matching the search, over every page */
                        total: number;
                    };
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (no valid session cookie: the admin one for admin rows, the member one for account rows) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    rejectComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        deleted: true;
                        id: number;
                        message: string;
                    };
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (no valid session cookie: the admin one for admin rows, the member one for account rows) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    approveComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {boolean} */
                        isApproved: true;
                        message: string;
                    };
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (no valid session cookie: the admin one for admin rows, the member one for account rows) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPendingComments: {
        parameters: {
            query?: {
                contentItemId?: number;
                held?: boolean;
                /** @description The page, from 1 (50 rows a page, newest first) */
                page?: number;
                /** @description Text to look for in the main fields (case-insensitive) */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PendingComment"][] | {
                        items: components["schemas"]["PendingComment"][];
                        page: number;
                        pageCount: number;
                        pageSize: number;
                        /** @description Rows matching the search, over every page */
                        total: number;
                    };
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (no valid session cookie: the admin one for admin rows, the member one for account rows) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAdminContent: {
        parameters: {
            query?: {
                /** @description The page, from 1 (50 rows a page, newest first) */
                page?: number;
                /** @description Text to look for in the main fields (case-insensitive) */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        approvedComments: number;
                        category: string;
                        /** Format: date-time */
                        createdAt: string;
                        /** @description Sanitised HTML (D7) */
                        description: string;
                        featured: boolean;
                        id: number;
                        /** @description Legacy inline image data; null for items made here */
                        imageData: string | null;
                        /** @description A site path (/uploads/...) or an http(s) URL; empty when there is no image */
                        imageUrl: string;
                        pendingComments: number;
                        title: string;
                        type: string;
                    }[] | {
                        items: {
                            approvedComments: number;
                            category: string;
                            /** Format: date-time */
                            createdAt: string;
                            /** @description Sanitised HTML (D7) */
                            description: string;
                            featured: boolean;
                            id: number;
                            /** @description Legacy inline image data; null for items made here */
                            imageData: string | null;
                            /** @description A site path (/uploads/...) or an http(s) URL; empty when there is no image */
                            imageUrl: string;
                            pendingComments: number;
                            title: string;
                            type: string;
                        }[];
                        page: number;
                        pageCount: number;
                        pageSize: number;
                        /** @description Rows matching the search, over every page */
                        total: number;
                    };
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (no valid session cookie: the admin one for admin rows, the member one for account rows) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createContent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    category: string;
                    description: string;
                    /** @default false */
                    featured?: boolean;
                    /** @description A path on this site (/uploads/...) or an http(s) URL */
                    imageUrl?: string | "";
                    title: string;
                    type: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentItem"];
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (no valid session cookie: the admin one for admin rows, the member one for account rows) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteContent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        deleted: true;
                        id: number;
                        removedComments: number;
                    };
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (no valid session cookie: the admin one for admin rows, the member one for account rows) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateContent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    category?: string;
                    description?: string;
                    featured?: boolean;
                    /** @description A path on this site (/uploads/...) or an http(s) URL */
                    imageUrl?: string | "";
                    title?: string;
                    type?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentItem"];
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (no valid session cookie: the admin one for admin rows, the member one for account rows) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listDispatchIssues: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        issues: {
                            /** @enum {string} */
                            audience: "subscribers" | "members" | "supporters";
                            counts: {
                                bounced: number;
                                cancelled: number;
                                claimed: number;
                                failed: number;
                                queued: number;
                                sending: number;
                                sent: number;
                                suppressed: number;
                            };
                            createdAt: string;
                            finishedAt: string | null;
                            id: number;
                            membersOnly: boolean;
                            scheduledAt: string | null;
                            sourceReportId: number | null;
                            startedAt: string | null;
                            /** @enum {string} */
                            status: "draft" | "scheduled" | "sending" | "sent" | "cancelled";
                            subject: string;
                            updatedAt: string;
                        }[];
                        smtpConfigured: boolean;
                        subscribers: {
                            bounced: number;
                            confirmed: number;
                            pending: number;
                            unsubscribed: number;
                        };
                    };
                };
            };
            /** @description Not signed in (no valid session cookie: the admin one for admin rows, the member one for account rows) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createDispatchIssue: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default subscribers
                     * @enum {string}
                     */
                    audience?: "subscribers" | "members" | "supporters";
                    body: string;
                    /** @default false */
                    membersOnly?: boolean;
                    subject: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        audience: "subscribers" | "members" | "supporters";
                        counts: {
                            bounced: number;
                            cancelled: number;
                            claimed: number;
                            failed: number;
                            queued: number;
                            sending: number;
                            sent: number;
                            suppressed: number;
                        };
                        createdAt: string;
                        finishedAt: string | null;
                        id: number;
                        membersOnly: boolean;
                        scheduledAt: string | null;
                        sourceReportId: number | null;
                        startedAt: string | null;
                        /** @enum {string} */
                        status: "draft" | "scheduled" | "sending" | "sent" | "cancelled";
                        subject: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (no valid session cookie: the admin one for admin rows, the member one for account rows) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getDispatchIssue: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        audience: "subscribers" | "members" | "supporters";
                        body: string;
                        counts: {
                            bounced: number;
                            cancelled: number;
                            claimed: number;
                            failed: number;
                            queued: number;
                            sending: number;
                            sent: number;
                            suppressed: number;
                        };
                        createdAt: string;
                        finishedAt: string | null;
                        id: number;
                        membersOnly: boolean;
                        scheduledAt: string | null;
                        sourceReportId: number | null;
                        startedAt: string | null;
                        /** @enum {string} */
                        status: "draft" | "scheduled" | "sending" | "sent" | "cancelled";
                        subject: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (no valid session cookie: the admin one for admin rows, the member one for account rows) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteDispatchIssue: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        deleted: true;
                        id: number;
                        message: string;
                    };
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (no valid session cookie: the admin one for admin rows, the member one for account rows) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateDispatchIssue: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default subscribers
                     * @enum {string}
                     */
                    audience?: "subscribers" | "members" | "supporters";
                    body?: string;
                    /** @default false */
                    membersOnly?: boolean;
                    subject?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        audience: "subscribers" | "members" | "supporters";
                        body: string;
                        counts: {
                            bounced: number;
                            cancelled: number;
                            claimed: number;
                            failed: number;
                            queued: number;
                            sending: number;
                            sent: number;
                            suppressed: number;
                        };
                        createdAt: string;
                        finishedAt: string | null;
                        id: number;
                        membersOnly: boolean;
                        scheduledAt: string | null;
                        sourceReportId: number | null;
                        startedAt: string | null;
                        /** @enum {string} */
                        status: "draft" | "scheduled" | "sending" | "sent" | "cancelled";
                        subject: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (no valid session cookie: the admin one for admin rows, the member one for account rows) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    cancelDispatchIssue: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        audience: "subscribers" | "members" | "supporters";
                        body: string;
                        counts: {
                            bounced: number;
                            cancelled: number;
                            claimed: number;
                            failed: number;
                            queued: number;
                            sending: number;
                            sent: number;
                            suppressed: number;
                        };
                        createdAt: string;
                        finishedAt: string | null;
                        id: number;
                        membersOnly: boolean;
                        scheduledAt: string | null;
                        sourceReportId: number | null;
                        startedAt: string | null;
                        /** @enum {string} */
                        status: "draft" | "scheduled" | "sending" | "sent" | "cancelled";
                        subject: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (no valid session cookie: the admin one for admin rows, the member one for account rows) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    previewDispatchIssue: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        html: string;
                        subject: string;
                        text: string;
                    };
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (no valid session cookie: the admin one for admin rows, the member one for account rows) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    scheduleDispatchIssue: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default null */
                    at?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        audience: "subscribers" | "members" | "supporters";
                        body: string;
                        counts: {
                            bounced: number;
                            cancelled: number;
                            claimed: number;
                            failed: number;
                            queued: number;
                            sending: number;
                            sent: number;
                            suppressed: number;
                        };
                        createdAt: string;
                        finishedAt: string | null;
                        id: number;
                        membersOnly: boolean;
                        scheduledAt: string | null;
                        sourceReportId: number | null;
                        startedAt: string | null;
                        /** @enum {string} */
                        status: "draft" | "scheduled" | "sending" | "sent" | "cancelled";
                        subject: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (no valid session cookie: the admin one for admin rows, the member one for account rows) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    testSendDispatchIssue: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        queued: number;
                    };
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (no valid session cookie: the admin one for admin rows, the member one for account rows) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    unscheduleDispatchIssue: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        audience: "subscribers" | "members" | "supporters";
                        body: string;
                        counts: {
                            bounced: number;
                            cancelled: number;
                            claimed: number;
                            failed: number;
                            queued: number;
                            sending: number;
                            sent: number;
                            suppressed: number;
                        };
                        createdAt: string;
                        finishedAt: string | null;
                        id: number;
                        membersOnly: boolean;
                        scheduledAt: string | null;
                        sourceReportId: number | null;
                        startedAt: string | null;
                        /** @enum {string} */
                        status: "draft" | "scheduled" | "sending" | "sent" | "cancelled";
                        subject: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (no valid session cookie: the admin one for admin rows, the member one for account rows) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createDispatchIssueFromReport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reportId: number;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        audience: "subscribers" | "members" | "supporters";
                        counts: {
                            bounced: number;
                            cancelled: number;
                            claimed: number;
                            failed: number;
                            queued: number;
                            sending: number;
                            sent: number;
                            suppressed: number;
                        };
                        createdAt: string;
                        finishedAt: string | null;
                        id: number;
                        membersOnly: boolean;
                        scheduledAt: string | null;
                        sourceReportId: number | null;
                        startedAt: string | null;
                        /** @enum {string} */
                        status: "draft" | "scheduled" | "sending" | "sent" | "cancelled";
                        subject: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (no valid session cookie: the admin one for admin rows, the member one for account rows) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAdminEvents: {
        parameters: {
            query?: {
                /** @description The page, from 1 (50 rows a page, newest first) */
                page?: number;
                /** @description Text to look for in the main fields (case-insensitive) */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        attendees: number;
                        capacity: number;
                        /** Format: date-time */
                        createdAt: string;
                        /** @description The day(s) in London, en-GB */
                        dateLabel: string;
                        /** @description Sanitised HTML */
                        description: string;
                        /** Format: date-time */
                        endsAt: string;
                        featured: boolean;
                        id: number;
                        imageUrl: string | null;
                        location: string;
                        onlineUrl: string | null;
                        past: boolean;
                        rating: number | null;
                        recordingUrl: string | null;
                        /** @description Seats confirmed */
                        registered: number;
                        slug: string;
                        speakers: string[];
                        /** @description Seats neither confirmed nor held by an open payment */
                        spotsLeft: number;
                        /** Format: date-time */
                        startsAt: string;
                        ticketTypes: {
                            earlyBirdPrice: number | null;
                            earlyBirdUntil: string | null;
                            id: number;
                            membersOnly: boolean;
                            membersPrice: number | null;
                            name: string;
                            /** @description Pence */
                            price: number;
                            salesEndAt: string | null;
                            salesStartAt: string | null;
                        }[];
                        /** @description The hours in London, with GMT or BST */
                        timeLabel: string;
                        title: string;
                        type: string;
                        /** Format: date-time */
                        updatedAt: string;
                    }[] | {
                        items: {
                            attendees: number;
                            capacity: number;
                            /** Format: date-time */
                            createdAt: string;
                            /** @description The day(s) in London, en-GB */
                            dateLabel: string;
                            /** @description Sanitised HTML */
                            description: string;
                            /** Format: date-time */
                            endsAt: string;
                            featured: boolean;
                            id: number;
                            imageUrl: string | null;
                            location: string;
                            onlineUrl: string | null;
                            past: boolean;
                            rating: number | null;
                            recordingUrl: string | null;
                            /** @description Seats confirmed */
                            registered: number;
                            slug: string;
                            speakers: string[];
                            /** @description Seats neither confirmed nor held by an open payment */
                            spotsLeft: number;
                            /** Format: date-time */
                            startsAt: string;
                            ticketTypes: {
                                earlyBirdPrice: number | null;
                                earlyBirdUntil: string | null;
                                id: number;
                                membersOnly: boolean;
                                membersPrice: number | null;
                                name: string;
                                /** @description Pence */
                                price: number;
                                salesEndAt: string | null;
                                salesStartAt: string | null;
                            }[];
                            /** @description The hours in London, with GMT or BST */
                            timeLabel: string;
                            title: string;
                            type: string;
                            /** Format: date-time */
                            updatedAt: string;
                        }[];
                        page: number;
                        pageCount: number;
                        pageSize: number;
                        /** @description Rows matching the search, over every page */
                        total: number;
                    };
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (no valid session cookie: the admin one for admin rows, the member one for account rows) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    capacity: number;
                    description: string;
                    /**
                     * Format: date-time
                     * @example 2027-05-17T17:00:00+01:00
                     */
                    endsAt: string;
                    /** @default false */
                    featured?: boolean;
                    /** @description A path on this site (/uploads/...) or an http(s) URL */
                    imageUrl?: string | "";
                    location: string;
                    onlineUrl?: string | "";
                    rating?: number | null;
                    recordingUrl?: string | "";
                    slug: string;
                    /** @default [] */
                    speakers?: string[];
                    /**
                     * Format: date-time
                     * @example 2027-05-17T14:00:00+01:00
                     */
                    startsAt: string;
                    ticketTypes: {
                        /**
                         * @description Pence, until earlyBirdUntil
                         * @default null
                         * @example null
                         */
                        earlyBirdPrice?: number | null;
                        earlyBirdUntil?: "" | null | string;
                        id?: number;
                        /** @default false */
                        membersOnly?: boolean;
                        /** @default null */
                        membersPrice?: number | null;
                        name: string;
                        price: number;
                        salesEndAt?: "" | null | string;
                        salesStartAt?: "" | null | string;
                    }[];
                    title: string;
                    type: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        attendees: number;
                        capacity: number;
                        /** Format: date-time */
                        createdAt: string;
                        /** @description The day(s) in London, en-GB */
                        dateLabel: string;
                        /** @description Sanitised HTML */
                        description: string;
                        /** Format: date-time */
                        endsAt: string;
                        featured: boolean;
                        id: number;
                        imageUrl: string | null;
                        location: string;
                        onlineUrl: string | null;
                        past: boolean;
                        rating: number | null;
                        recordingUrl: string | null;
                        /** @description Seats confirmed */
                        registered: number;
                        slug: string;
                        speakers: string[];
                        /** @description Seats neither confirmed nor held by an open payment */
                        spotsLeft: number;
                        /** Format: date-time */
                        startsAt: string;
                        ticketTypes: {
                            earlyBirdPrice: number | null;
                            earlyBirdUntil: string | null;
                            id: number;
                            membersOnly: boolean;
                            membersPrice: number | null;
                            name: string;
                            /** @description Pence */
                            price: number;
                            salesEndAt: string | null;
                            salesStartAt: string | null;
                        }[];
                        /** @description The hours in London, with GMT or BST */
                        timeLabel: string;
                        title: string;
                        type: string;
                        /** Format: date-time */
                        updatedAt: string;
                    };
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (no valid session cookie: the admin one for admin rows, the member one for account rows) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listEventAttendees: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                eventId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        amount: number;
                        checkedInAt: string | null;
                        /** Format: date-time */
                        createdAt: string;
                        email: string;
                        id: number;
                        name: string;
                        quantity: number;
                        reference: string;
                        status: string;
                        ticketType: string;
                    }[];
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (no valid session cookie: the admin one for admin rows, the member one for account rows) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    exportEventAttendeesCsv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The event */
                eventId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (no valid session cookie: the admin one for admin rows, the member one for account rows) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    checkInTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                eventId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reference: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        checkedInAt: string | null;
                        message: string;
                        name: string | null;
                        quantity: number | null;
                        /** @enum {string} */
                        result: "valid" | "already-checked-in" | "cancelled" | "unknown";
                    };
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (no valid session cookie: the admin one for admin rows, the member one for account rows) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        deleted: true;
                        id: number;
                    };
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (no valid session cookie: the admin one for admin rows, the member one for account rows) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    capacity?: number;
                    description?: string;
                    /**
                     * Format: date-time
                     * @example 2027-05-17T17:00:00+01:00
                     */
                    endsAt?: string;
                    featured?: boolean;
                    /** @description A path on this site (/uploads/...) or an http(s) URL */
                    imageUrl?: string | "";
                    location?: string;
                    onlineUrl?: string | "";
                    rating?: number | null;
                    recordingUrl?: string | "";
                    slug?: string;
                    speakers?: string[];
                    /**
                     * Format: date-time
                     * @example 2027-05-17T14:00:00+01:00
                     */
                    startsAt?: string;
                    ticketTypes?: {
                        /**
                         * @description Pence, until earlyBirdUntil
                         * @default null
                         * @example null
                         */
                        earlyBirdPrice?: number | null;
                        earlyBirdUntil?: "" | null | string;
                        id?: number;
                        /** @default false */
                        membersOnly?: boolean;
                        /** @default null */
                        membersPrice?: number | null;
                        name: string;
                        price: number;
                        salesEndAt?: "" | null | string;
                        salesStartAt?: "" | null | string;
                    }[];
                    title?: string;
                    type?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        attendees: number;
                        capacity: number;
                        /** Format: date-time */
                        createdAt: string;
                        /** @description The day(s) in London, en-GB */
                        dateLabel: string;
                        /** @description Sanitised HTML */
                        description: string;
                        /** Format: date-time */
                        endsAt: string;
                        featured: boolean;
                        id: number;
                        imageUrl: string | null;
                        location: string;
                        onlineUrl: string | null;
                        past: boolean;
                        rating: number | null;
                        recordingUrl: string | null;
                        /** @description Seats confirmed */
                        registered: number;
                        slug: string;
                        speakers: string[];
                        /** @description Seats neither confirmed nor held by an open payment */
                        spotsLeft: number;
                        /** Format: date-time */
                        startsAt: string;
                        ticketTypes: {
                            earlyBirdPrice: number | null;
                            earlyBirdUntil: string | null;
                            id: number;
                            membersOnly: boolean;
                            membersPrice: number | null;
                            name: string;
                            /** @description Pence */
                            price: number;
                            salesEndAt: string | null;
                            salesStartAt: string | null;
                        }[];
                        /** @description The hours in London, with GMT or BST */
                        timeLabel: string;
                        title: string;
                        type: string;
                        /** Format: date-time */
                        updatedAt: string;
                    };
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (no valid session cookie: the admin one for admin rows, the member one for account rows) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    exportAdminCsv: {
        parameters: {
            query?: {
                /** @description Only members of this plan */
                plan?: "basic" | "full" | "distinguished";
                /** @description Text to look for in the main fields (case-insensitive) */
                q?: string;
                /** @description Only members in this state */
                status?: "active" | "expiring" | "lapsed" | "refunded";
            };
            header?: never;
            path: {
                /** @description What to download */
                kind: "contact-forms" | "volunteer-applications" | "research-proposals" | "supporters" | "members" | "payments";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (no valid session cookie: the admin one for admin rows, the member one for account rows) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAdminIntelligence: {
        parameters: {
            query?: {
                /** @description The page, from 1 (50 rows a page, newest first) */
                page?: number;
                /** @description Text to look for in the main fields (case-insensitive) */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntelligenceReport"][] | {
                        items: components["schemas"]["IntelligenceReport"][];
                        page: number;
                        pageCount: number;
                        pageSize: number;
                        /** @description Rows matching the search, over every page */
                        total: number;
                    };
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (no valid session cookie: the admin one for admin rows, the member one for account rows) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createIntelligence: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    authorNote?: string;
                    /** @description A whole number from 1 to 10 (5 by default); other numbers are rounded and clamped, anything else counts as 1 */
                    bullshitMeter?: number;
                    /**
                     * @default corporate-bs
                     * @enum {string}
                     */
                    category?: "corporate-bs" | "tech-hype" | "policy-analysis" | "product-launch" | "research-reality";
                    content: string;
                    /** @default false */
                    featured?: boolean;
                    hiddenTruths?: string[];
                    /** @description A path on this site (/uploads/...) or an http(s) URL */
                    imageUrl?: string | "";
                    keyInsights?: string[];
                    /** @default true */
                    published?: boolean;
                    /** @description YYYY-MM-DD (an ISO timestamp is cut to its date) */
                    sourceDate?: string | "";
                    sourceTitle: string;
                    /** Format: uri */
                    sourceUrl: string;
                    subtitle?: string;
                    summary: string;
                    title: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntelligenceReport"];
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (no valid session cookie: the admin one for admin rows, the member one for account rows) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteIntelligence: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        deleted: true;
                        id: number;
                    };
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (no valid session cookie: the admin one for admin rows, the member one for account rows) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateIntelligence: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    authorNote?: string;
                    /** @description A whole number from 1 to 10 (5 by default); other numbers are rounded and clamped, anything else counts as 1 */
                    bullshitMeter?: number;
                    /** @enum {string} */
                    category?: "corporate-bs" | "tech-hype" | "policy-analysis" | "product-launch" | "research-reality";
                    content?: string;
                    featured?: boolean;
                    hiddenTruths?: string[];
                    /** @description A path on this site (/uploads/...) or an http(s) URL */
                    imageUrl?: string | "";
                    keyInsights?: string[];
                    published?: boolean;
                    /** @description YYYY-MM-DD (an ISO timestamp is cut to its date) */
                    sourceDate?: string | "";
                    sourceTitle?: string;
                    /** Format: uri */
                    sourceUrl?: string;
                    subtitle?: string;
                    summary?: string;
                    title?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntelligenceReport"];
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (no valid session cookie: the admin one for admin rows, the member one for account rows) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code?: string;
                    /** Format: email */
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminIdentity"];
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (no valid session cookie: the admin one for admin rows, the member one for account rows) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: Retry-After says how many seconds to wait */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Not signed in (no valid session cookie: the admin one for admin rows, the member one for account rows) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listMail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        messages: {
                            /** Format: date-time */
                            createdAt: string;
                            id: number;
                            /** @description membership-confirmation, contact-acknowledgement, volunteer-acknowledgement, proposal-acknowledgement or admin-notice */
                            kind: string;
                            lastAttemptAt: string | null;
                            lastError: string | null;
                            /** Format: date-time */
                            nextAttemptAt: string;
                            recipient: string;
                            recipientName: string | null;
                            sentAt: string | null;
                            /** @enum {string} */
                            status: "queued" | "sending" | "sent" | "failed" | "unsent";
                            subject: string;
                            /** @description Tries so far in this round (eight in all before failed) */
                            tries: number;
                        }[];
                        /** @description false: messages wait as unsent until SMTP_URL is set */
                        smtpConfigured: boolean;
                    };
                };
            };
            /** @description Not signed in (no valid session cookie: the admin one for admin rows, the member one for account rows) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        createdAt: string;
                        /** @description One message per record, kind and recipient ('payment:12:member') */
                        dedupeKey: string;
                        html: string;
                        id: number;
                        /** @description membership-confirmation, contact-acknowledgement, volunteer-acknowledgement, proposal-acknowledgement or admin-notice */
                        kind: string;
                        lastAttemptAt: string | null;
                        lastError: string | null;
                        /** @description The Message-ID header, <uuid@domain> */
                        messageId: string;
                        /** Format: date-time */
                        nextAttemptAt: string;
                        recipient: string;
                        recipientName: string | null;
                        replyTo: string | null;
                        /** @description A letter with a single-use link (a password reset, a staff invitation): until when the link works. Its token is never shown: html and text hold ~link-token-withheld~, and the token is put in only as the letter is sent (docs/decisions/037) */
                        secretExpiresAt: string | null;
                        sentAt: string | null;
                        /** @description The SMTP server's answer to the send, once sent */
                        smtpResponse: string | null;
                        /** @enum {string} */
                        status: "queued" | "sending" | "sent" | "failed" | "unsent";
                        subject: string;
                        text: string;
                        /** @description Tries so far in this round (eight in all before failed) */
                        tries: number;
                    };
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (no valid session cookie: the admin one for admin rows, the member one for account rows) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    retryMail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        message: string;
                        /** @enum {string} */
                        status: "queued";
                    };
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (no valid session cookie: the admin one for admin rows, the member one for account rows) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    retryUnsentMail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        queued: number;
                    };
                };
            };
            /** @description Not signed in (no valid session cookie: the admin one for admin rows, the member one for account rows) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminIdentity"];
                };
            };
            /** @description Not signed in (no valid session cookie: the admin one for admin rows, the member one for account rows) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listMembershipApplications: {
        parameters: {
            query?: {
                /** @description The page, from 1 (50 rows a page, newest first) */
                page?: number;
                /** @description Text to look for in the main fields (case-insensitive) */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MembershipApplication"][] | {
                        items: components["schemas"]["MembershipApplication"][];
                        page: number;
                        pageCount: number;
                        pageSize: number;
                        /** @description Rows matching the search, over every page */
                        total: number;
                    };
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (no valid session cookie: the admin one for admin rows, the member one for account rows) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteMembershipApplication: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        deleted: true;
                        id: number;
                        message: string;
                    };
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (no valid session cookie: the admin one for admin rows, the member one for account rows) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPayments: {
        parameters: {
            query?: {
                /** @description The page, from 1 (50 rows a page, newest first) */
                page?: number;
                /** @description Text to look for in the main fields (case-insensitive) */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Received less refunded, in pence */
                        netTotal: number;
                        payments: {
                            /** @description In the currency's minor unit (pence for GBP) */
                            amount: number;
                            /** Format: date-time */
                            createdAt: string;
                            currency: string;
                            /** @description When the payer disputed it with their bank */
                            disputedAt: string | null;
                            email: string;
                            firstName: string;
                            id: number;
                            membershipType: string;
                            /** @description Free text the payment was recorded with, if any */
                            metadata: string | null;
                            /** @description Refunded so far, in pence */
                            refundedAmount: number;
                            status: string;
                            stripeCustomerId: string | null;
                            stripePaymentIntentId: string;
                        }[];
                        /** @description GBP payments taken, refunded or not, over every page */
                        receivedCount: number;
                        /** @description Their sum in pence, before refunds */
                        receivedTotal: number;
                        /** @description What was refunded of them, in pence */
                        refundedTotal: number;
                        /** @description Succeeded GBP payments (none of it refunded or disputed), over every page */
                        succeededCount: number;
                        /** @description Their sum in pence, over every page */
                        succeededTotal: number;
                    } | {
                        items: {
                            /** @description In the currency's minor unit (pence for GBP) */
                            amount: number;
                            /** Format: date-time */
                            createdAt: string;
                            currency: string;
                            /** @description When the payer disputed it with their bank */
                            disputedAt: string | null;
                            email: string;
                            firstName: string;
                            id: number;
                            membershipType: string;
                            /** @description Free text the payment was recorded with, if any */
                            metadata: string | null;
                            /** @description Refunded so far, in pence */
                            refundedAmount: number;
                            status: string;
                            stripeCustomerId: string | null;
                            stripePaymentIntentId: string;
                        }[];
                        /** @description Received less refunded, in pence */
                        netTotal: number;
                        page: number;
                        pageCount: number;
                        pageSize: number;
                        /** @description GBP payments taken, refunded or not, over every page */
                        receivedCount: number;
                        /** @description Their sum in pence, before refunds */
                        receivedTotal: number;
                        /** @description What was refunded of them, in pence */
                        refundedTotal: number;
                        /** @description Succeeded GBP payments (none of it refunded or disputed), over every page */
                        succeededCount: number;
                        /** @description Their sum in pence, over every page */
                        succeededTotal: number;
                        /** @description Rows matching the search, over every page */
                        total: number;
                    };
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (no valid session cookie: the admin one for admin rows, the member one for account rows) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAdminQuizVideos: {
        parameters: {
            query?: {
                /** @description The page, from 1 (50 rows a page, newest first) */
                page?: number;
                /** @description Text to look for in the main fields (case-insensitive) */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminVideo"][] | {
                        items: components["schemas"]["AdminVideo"][];
                        page: number;
                        pageCount: number;
                        pageSize: number;
                        /** @description Rows matching the search, over every page */
                        total: number;
                    };
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (no valid session cookie: the admin one for admin rows, the member one for account rows) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    uploadQuizVideo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @enum {string} */
                    isFake: "true" | "false";
                    /** @description A whole number from 0 to 100,000, as text (the quiz order) */
                    orderPosition: string;
                    title: string;
                    /**
                     * Format: binary
                     * @description The video: MP4, WebM or QuickTime, checked by its bytes (D21)
                     */
                    video: string;
                };
            };
        };
        responses: {
            /** @description Stored */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        createdAt: string;
                        id: number;
                        /** @description true: the clip is AI-generated */
                        isFake: boolean;
                        message: string;
                        orderPosition: number;
                        title: string;
                        videoUrl: string;
                    };
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (no valid session cookie: the admin one for admin rows, the member one for account rows) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteQuizVideo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        deleted: true;
                        id: number;
                        message: string;
                    };
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (no valid session cookie: the admin one for admin rows, the member one for account rows) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAdminRecognition: {
        parameters: {
            query?: {
                /** @description The page, from 1 (50 rows a page, newest first) */
                page?: number;
                /** @description Text to look for in the main fields (case-insensitive) */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecognitionItem"][] | {
                        items: components["schemas"]["RecognitionItem"][];
                        page: number;
                        pageCount: number;
                        pageSize: number;
                        /** @description Rows matching the search, over every page */
                        total: number;
                    };
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (no valid session cookie: the admin one for admin rows, the member one for account rows) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createRecognition: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    category: string;
                    company: string;
                    description: string;
                    /** @default false */
                    featured?: boolean;
                    /** @description A path on this site (/uploads/...) or an http(s) URL */
                    imageUrl?: string | "";
                    title: string;
                    websiteUrl?: string | "";
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecognitionItem"];
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (no valid session cookie: the admin one for admin rows, the member one for account rows) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteRecognition: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        deleted: true;
                        id: number;
                    };
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (no valid session cookie: the admin one for admin rows, the member one for account rows) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateRecognition: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    category?: string;
                    company?: string;
                    description?: string;
                    featured?: boolean;
                    /** @description A path on this site (/uploads/...) or an http(s) URL */
                    imageUrl?: string | "";
                    title?: string;
                    websiteUrl?: string | "";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecognitionItem"];
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (no valid session cookie: the admin one for admin rows, the member one for account rows) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listResearchProposals: {
        parameters: {
            query?: {
                /** @description The page, from 1 (50 rows a page, newest first) */
                page?: number;
                /** @description Text to look for in the main fields (case-insensitive) */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResearchProposal"][] | {
                        items: components["schemas"]["ResearchProposal"][];
                        page: number;
                        pageCount: number;
                        pageSize: number;
                        /** @description Rows matching the search, over every page */
                        total: number;
                    };
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (no valid session cookie: the admin one for admin rows, the member one for account rows) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteResearchProposal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        deleted: true;
                        id: number;
                        message: string;
                    };
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (no valid session cookie: the admin one for admin rows, the member one for account rows) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAdminShame: {
        parameters: {
            query?: {
                /** @description The page, from 1 (50 rows a page, newest first) */
                page?: number;
                /** @description Text to look for in the main fields (case-insensitive) */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShameItem"][] | {
                        items: components["schemas"]["ShameItem"][];
                        page: number;
                        pageCount: number;
                        pageSize: number;
                        /** @description Rows matching the search, over every page */
                        total: number;
                    };
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (no valid session cookie: the admin one for admin rows, the member one for account rows) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createShame: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    category: string;
                    description: string;
                    example: string;
                    /** @default false */
                    featured?: boolean;
                    /** @description A path on this site (/uploads/...) or an http(s) URL */
                    imageUrl?: string | "";
                    sourceUrl?: string | "";
                    title: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShameItem"];
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (no valid session cookie: the admin one for admin rows, the member one for account rows) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteShame: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        deleted: true;
                        id: number;
                    };
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (no valid session cookie: the admin one for admin rows, the member one for account rows) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateShame: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    category?: string;
                    description?: string;
                    example?: string;
                    featured?: boolean;
                    /** @description A path on this site (/uploads/...) or an http(s) URL */
                    imageUrl?: string | "";
                    sourceUrl?: string | "";
                    title?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShameItem"];
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (no valid session cookie: the admin one for admin rows, the member one for account rows) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    uploadMedia: {
        parameters: {
            query?: {
                accept?: "image" | "video";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description An image (JPEG, PNG, WebP, GIF, AVIF) or a video (MP4, WebM, QuickTime), checked by its bytes
                     */
                    image: string;
                };
            };
        };
        responses: {
            /** @description Stored */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        fileType: "Image" | "Video";
                        /** @description Where the file is served: /uploads/<random name>; for an image with resized variants, followed by ?w=<width>&h=<height> (docs/decisions/031) */
                        imageUrl: string;
                        mimeType: string;
                        /** @description In bytes */
                        size: number;
                    };
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (no valid session cookie: the admin one for admin rows, the member one for account rows) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listSupporters: {
        parameters: {
            query?: {
                /** @description The page, from 1 (50 rows a page, newest first) */
                page?: number;
                /** @description Text to look for in the main fields (case-insensitive) */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Supporter"][] | {
                        items: components["schemas"]["Supporter"][];
                        page: number;
                        pageCount: number;
                        pageSize: number;
                        /** @description Rows matching the search, over every page */
                        total: number;
                    };
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (no valid session cookie: the admin one for admin rows, the member one for account rows) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteSupporter: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        deleted: true;
                        id: number;
                        message: string;
                    };
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (no valid session cookie: the admin one for admin rows, the member one for account rows) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listVolunteerApplications: {
        parameters: {
            query?: {
                /** @description The page, from 1 (50 rows a page, newest first) */
                page?: number;
                /** @description Text to look for in the main fields (case-insensitive) */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VolunteerApplication"][] | {
                        items: components["schemas"]["VolunteerApplication"][];
                        page: number;
                        pageCount: number;
                        pageSize: number;
                        /** @description Rows matching the search, over every page */
                        total: number;
                    };
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (no valid session cookie: the admin one for admin rows, the member one for account rows) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteVolunteerApplication: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        deleted: true;
                        id: number;
                        message: string;
                    };
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (no valid session cookie: the admin one for admin rows, the member one for account rows) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listArsenal: {
        parameters: {
            query?: {
                /** @description The page, from 1 */
                page?: number;
                /** @description Rows on a page, from 1 to 100 (24 by default) */
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArsenalItem"][] | {
                        items: components["schemas"]["ArsenalItem"][];
                        page: number;
                        pageCount: number;
                        pageSize: number;
                        /** @description Rows matching the search, over every page */
                        total: number;
                    };
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getArsenal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArsenalItem"];
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    verifyCertificate: {
        parameters: {
            query: {
                /**
                 * @description The name on the certificate
                 * @example Ada
                 */
                name: string;
            };
            header?: never;
            path: {
                /**
                 * @description The certificate number as printed
                 * @example BAC-1741003500000-q1W2e3R4t5Y6
                 */
                certId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        certId: string;
                        certification: string;
                        /** @enum {boolean} */
                        genuine: true;
                        /**
                         * Format: date-time
                         * @description When it was earned: read from the number, the same on every visit
                         */
                        issuedAt: string;
                        name: string;
                    };
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listContent: {
        parameters: {
            query?: {
                /** @description The page, from 1 */
                page?: number;
                /** @description Rows on a page, from 1 to 100 (24 by default) */
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentItem"][] | {
                        items: components["schemas"]["ContentItem"][];
                        page: number;
                        pageCount: number;
                        pageSize: number;
                        /** @description Rows matching the search, over every page */
                        total: number;
                    };
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listComments: {
        parameters: {
            query?: {
                /** @description The page, from 1 */
                page?: number;
                /** @description Rows on a page, from 1 to 100 (24 by default) */
                pageSize?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicComment"][] | {
                        items: {
                            authorName: string;
                            comment: string;
                            /** Format: date-time */
                            createdAt: string;
                            id: number;
                            reactions: {
                                heart: number;
                                thumbs_up: number;
                            };
                        }[];
                        page: number;
                        pageCount: number;
                        pageSize: number;
                        /** @description Rows matching the search, over every page */
                        total: number;
                    };
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    authorEmail: string;
                    authorName: string;
                    comment: string;
                    /** @description Honeypot: leave it out or empty (people never see it; a filled one marks a bot) */
                    website?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description null when the submission was recognised as a bot and not stored */
                        id: number | null;
                        /** @enum {boolean} */
                        isApproved: false;
                        message: string;
                    };
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: Retry-After says how many seconds to wait */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createPaymentIntent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email?: string;
                    firstName?: string;
                    membershipType?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        clientSecret: string;
                        /**
                         * @description stripe: real payments through Stripe; demo: the offline demo provider (D18)
                         * @enum {string}
                         */
                        mode: "stripe" | "demo";
                        paymentIntentId: string;
                        plan: {
                            /** @description In pence */
                            amount: number;
                            /** @enum {string} */
                            currency: "gbp";
                            name: string;
                            pricePounds: number;
                            /** @enum {string} */
                            type: "basic" | "full" | "distinguished";
                        };
                        /** @description Stripe's publishable key; null in demo mode */
                        publishableKey: string | null;
                    };
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The payment provider refused the card: the card's own message */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: Retry-After says how many seconds to wait */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The payment provider refused the request (a fault on our side, not worth retrying) */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The payment provider could not be reached (worth a retry) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    confirmDemoPayment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 13 to 19 digits passing the Luhn check; spaces and dashes are ignored */
                    cardNumber: string;
                    /**
                     * @description The client secret create-payment-intent answered
                     * @example pi_3Abc123_secret_Xyz789
                     */
                    clientSecret: string;
                    /** @example 123 */
                    cvc: string;
                    /**
                     * @description MM / YY, MM/YY or MM/YYYY, not in the past
                     * @example 12 / 34
                     */
                    expiry: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: null;
                        paymentIntentId: string;
                        /** @enum {string} */
                        status: "succeeded";
                    } | {
                        error: {
                            code: string;
                            declineCode?: string;
                            message: string;
                        };
                        paymentIntentId: string;
                        /** @enum {string} */
                        status: "requires_payment_method";
                    };
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: Retry-After says how many seconds to wait */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getEventTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        amount: number;
                        checkedIn: boolean;
                        event: {
                            dateLabel: string;
                            id: number;
                            location: string;
                            slug: string;
                            timeLabel: string;
                            title: string;
                        };
                        name: string;
                        quantity: number;
                        reference: string;
                        /** @description Cancelling now refunds (48 hours or more before the start) */
                        refundable: boolean;
                        refunded: boolean;
                        /** @enum {string} */
                        status: "held" | "confirmed" | "cancelled" | "expired";
                        ticketType: string;
                    };
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    cancelEventTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        cancelled: true;
                        message: string;
                        refunded: boolean;
                    };
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: Retry-After says how many seconds to wait */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The payment provider refused the request (a fault on our side, not worth retrying) */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The payment provider could not be reached (worth a retry) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    claimWaitlistSeat: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Pence to pay (0 for free tickets) */
                        amount: number;
                        /** @description The payment to confirm, for paid tickets */
                        clientSecret: string | null;
                        holdExpiresAt: string | null;
                        memberPrice: boolean;
                        message: string;
                        /** @description For a paid ticket, who takes the card: Stripe (with the publishable key) or the demo provider's form */
                        payWith: {
                            /** @enum {string} */
                            mode: "stripe" | "demo";
                            publishableKey: string | null;
                        } | null;
                        /** @description The ticket reference, once confirmed or held */
                        reference: string | null;
                        /** @enum {string} */
                        status: "confirmed" | "payment" | "waitlisted";
                    };
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: Retry-After says how many seconds to wait */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The payment provider refused the request (a fault on our side, not worth retrying) */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The payment provider could not be reached (worth a retry) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listEvents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        attendees: number;
                        capacity: number;
                        /** Format: date-time */
                        createdAt: string;
                        /** @description The day(s) in London, en-GB */
                        dateLabel: string;
                        /** @description Sanitised HTML */
                        description: string;
                        /** Format: date-time */
                        endsAt: string;
                        featured: boolean;
                        id: number;
                        imageUrl: string | null;
                        location: string;
                        onlineUrl: string | null;
                        past: boolean;
                        rating: number | null;
                        recordingUrl: string | null;
                        /** @description Seats confirmed */
                        registered: number;
                        slug: string;
                        speakers: string[];
                        /** @description Seats neither confirmed nor held by an open payment */
                        spotsLeft: number;
                        /** Format: date-time */
                        startsAt: string;
                        ticketTypes: {
                            earlyBirdPrice: number | null;
                            earlyBirdUntil: string | null;
                            id: number;
                            membersOnly: boolean;
                            membersPrice: number | null;
                            name: string;
                            /** @description Pence */
                            price: number;
                            salesEndAt: string | null;
                            salesStartAt: string | null;
                        }[];
                        /** @description The hours in London, with GMT or BST */
                        timeLabel: string;
                        title: string;
                        type: string;
                        /** Format: date-time */
                        updatedAt: string;
                    }[];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    registerForEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                eventId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    name: string;
                    quantity: number;
                    ticketTypeId: number;
                    waitlist?: boolean | "on" | "true" | "";
                    /** @description Honeypot: leave it out or empty (people never see it; a filled one marks a bot) */
                    website?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Pence to pay (0 for free tickets) */
                        amount: number;
                        /** @description The payment to confirm, for paid tickets */
                        clientSecret: string | null;
                        holdExpiresAt: string | null;
                        memberPrice: boolean;
                        message: string;
                        /** @description For a paid ticket, who takes the card: Stripe (with the publishable key) or the demo provider's form */
                        payWith: {
                            /** @enum {string} */
                            mode: "stripe" | "demo";
                            publishableKey: string | null;
                        } | null;
                        /** @description The ticket reference, once confirmed or held */
                        reference: string | null;
                        /** @enum {string} */
                        status: "confirmed" | "payment" | "waitlisted";
                    };
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: Retry-After says how many seconds to wait */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The payment provider refused the request (a fault on our side, not worth retrying) */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The payment provider could not be reached (worth a retry) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        attendees: number;
                        capacity: number;
                        /** Format: date-time */
                        createdAt: string;
                        /** @description The day(s) in London, en-GB */
                        dateLabel: string;
                        /** @description Sanitised HTML */
                        description: string;
                        /** Format: date-time */
                        endsAt: string;
                        featured: boolean;
                        id: number;
                        imageUrl: string | null;
                        location: string;
                        onlineUrl: string | null;
                        past: boolean;
                        rating: number | null;
                        recordingUrl: string | null;
                        /** @description Seats confirmed */
                        registered: number;
                        slug: string;
                        speakers: string[];
                        /** @description Seats neither confirmed nor held by an open payment */
                        spotsLeft: number;
                        /** Format: date-time */
                        startsAt: string;
                        ticketTypes: {
                            earlyBirdPrice: number | null;
                            earlyBirdUntil: string | null;
                            id: number;
                            membersOnly: boolean;
                            membersPrice: number | null;
                            name: string;
                            /** @description Pence */
                            price: number;
                            salesEndAt: string | null;
                            salesStartAt: string | null;
                        }[];
                        /** @description The hours in London, with GMT or BST */
                        timeLabel: string;
                        title: string;
                        type: string;
                        /** Format: date-time */
                        updatedAt: string;
                    };
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    translateJobTitle: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    jobTitle: string;
                    /** @description Honeypot: leave it out or empty (people never see it; a filled one marks a bot) */
                    website?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        originalTitle: string;
                        /** @description A random URL-safe id of 10 characters (D11) */
                        shareableId: string;
                        translation: string;
                    };
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: Retry-After says how many seconds to wait */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAllRoasts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Roast"][];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    submitEgoReport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    egoRating: number;
                    momReaction?: string | null;
                    shareableId: string;
                    userEmail?: string | null;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EgoReport"];
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: Retry-After says how many seconds to wait */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listEgoReports: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EgoReport"][];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listLatestRoasts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Roast"][];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    checkGuess: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    guess: boolean;
                    videoId: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        correct: boolean;
                        message: string;
                    };
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: Retry-After says how many seconds to wait */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listQuizVideos: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuizVideo"][];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listIntelligence: {
        parameters: {
            query?: {
                /** @description The page, from 1 */
                page?: number;
                /** @description Rows on a page, from 1 to 100 (24 by default) */
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntelligenceReport"][] | {
                        items: components["schemas"]["IntelligenceReport"][];
                        page: number;
                        pageCount: number;
                        pageSize: number;
                        /** @description Rows matching the search, over every page */
                        total: number;
                    };
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getIntelligence: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntelligenceReport"];
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getLatestContent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        latestContent: {
                            category: string;
                            /** @enum {string} */
                            contentType: "exhibition" | "recognition" | "shame" | "arsenal";
                            /** Format: date-time */
                            createdAt: string;
                            /** @description May hold HTML (exhibitions, recognition); the card shows its visible text */
                            description: string;
                            /** @description The page of the item: /exhibitions/{id}, /recognition/{id}, /shame/{id} or /brain-arsenal/{id} */
                            detailUrl: string;
                            id: number;
                            /** @description Only when the item has a picture */
                            imageUrl?: string;
                            title: string;
                        } | null;
                    };
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    verifyMemberCard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The end of the card's address (its QR code)
                 * @example 12-q1W2e3R4t5Y6u7I8o9P0aS
                 */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        valid: true;
                        /** Format: date-time */
                        validUntil: string;
                    } | {
                        /** @enum {boolean} */
                        valid: false;
                        validUntil: null;
                    };
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    submitMembershipApplication: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    firstName: string;
                    membershipType?: string;
                    message: string;
                    subject?: "" | ("General Fellowship Inquiry" | "Brain Appreciation Research" | "Content Collaboration" | "Exhibition Proposals" | "Complaints About AI");
                    /** @description Honeypot: leave it out or empty (people never see it; a filled one marks a bot) */
                    website?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description null when the submission was recognised as a bot and not stored */
                        id: number | null;
                        message: string;
                    };
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: Retry-After says how many seconds to wait */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPaymentStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example pi_3Abc123 */
                paymentIntentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentStatus"];
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The payment provider refused the request (a fault on our side, not worth retrying) */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The payment provider could not be reached (worth a retry) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    addReaction: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    commentId: number;
                    /** @enum {string} */
                    reaction: "thumbs_up" | "heart";
                    /**
                     * @description The reacting browser’s secret token (22 to 128 characters of A-Z a-z 0-9 - _)
                     * @example kq3V9yXo1bS0m2Qe7WcZp4Lr8Tn6Hj5Ag
                     */
                    token?: string;
                    /** Format: email */
                    userEmail: string;
                    /** @description Honeypot: leave it out or empty (people never see it; a filled one marks a bot) */
                    website?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        commentId: number;
                        /** Format: date-time */
                        createdAt: string;
                        id: number | null;
                        /** @description Whether the asking browser (its token) made this reaction */
                        mine: boolean;
                        /** @enum {string} */
                        reaction: "thumbs_up" | "heart";
                        /** @description The token to remove this reaction with, when the server made it; null otherwise */
                        token: string | null;
                    };
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: Retry-After says how many seconds to wait */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listReactions: {
        parameters: {
            query?: {
                /**
                 * @description The reacting browser’s secret token (22 to 128 characters of A-Z a-z 0-9 - _)
                 * @example kq3V9yXo1bS0m2Qe7WcZp4Lr8Tn6Hj5Ag
                 */
                token?: string;
            };
            header?: never;
            path: {
                commentId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Reaction"][];
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    removeReactionOfEmail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                commentId: number;
                email: string;
                reaction: "thumbs_up" | "heart";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description The reacting browser’s secret token (22 to 128 characters of A-Z a-z 0-9 - _)
                     * @example kq3V9yXo1bS0m2Qe7WcZp4Lr8Tn6Hj5Ag
                     */
                    token?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        removed: true;
                    };
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: Retry-After says how many seconds to wait */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    removeReaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                commentId: number;
                reaction: "thumbs_up" | "heart";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description The reacting browser’s secret token (22 to 128 characters of A-Z a-z 0-9 - _)
                     * @example kq3V9yXo1bS0m2Qe7WcZp4Lr8Tn6Hj5Ag
                     */
                    token?: string;
                    /** Format: email */
                    userEmail?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        removed: true;
                    };
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: Retry-After says how many seconds to wait */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listRecognition: {
        parameters: {
            query?: {
                /** @description The page, from 1 */
                page?: number;
                /** @description Rows on a page, from 1 to 100 (24 by default) */
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecognitionItem"][] | {
                        items: components["schemas"]["RecognitionItem"][];
                        page: number;
                        pageCount: number;
                        pageSize: number;
                        /** @description Rows matching the search, over every page */
                        total: number;
                    };
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getRecognition: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecognitionItem"];
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    submitResearchProposal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    affiliation?: string;
                    /** @enum {string} */
                    category: "Behavioral Modeling" | "Cognitive Assessment" | "Consciousness Research" | "Creative Comparison" | "Memory Studies" | "Emotional Intelligence" | "Human-AI Interaction" | "Cognitive Security" | "Thinking Preservation" | "Other";
                    collaboration?: string;
                    description: string;
                    duration?: ("1-3 months" | "3-6 months" | "6-12 months" | "1-2 years" | "2+ years") | "";
                    /** Format: email */
                    email: string;
                    ethics: string;
                    methodology: string;
                    name: string;
                    objectives: string;
                    participants?: string;
                    resources?: string;
                    significance: string;
                    title: string;
                    /** @description Honeypot: leave it out or empty (people never see it; a filled one marks a bot) */
                    website?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description null when the submission was recognised as a bot and not stored */
                        id: number | null;
                        message: string;
                    };
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: Retry-After says how many seconds to wait */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    search: {
        parameters: {
            query: {
                /** @description Results per kind (10 by default) */
                limit?: number;
                /** @description What to look for: words, or the first letters of words */
                q: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        approximate: boolean;
                        /** @description Some kind has more matches than counted: there are more than `total` */
                        capped: boolean;
                        didYouMean: string | null;
                        groups: {
                            /** @description The kind has more matches than `total` */
                            capped: boolean;
                            /** @enum {string} */
                            kind: "exhibition" | "intelligence" | "recognition" | "shame" | "arsenal" | "event" | "dispatch" | "page";
                            label: string;
                            results: {
                                /** @enum {string} */
                                kind: "exhibition" | "intelligence" | "recognition" | "shame" | "arsenal" | "event" | "dispatch" | "page";
                                snippet: {
                                    mark: boolean;
                                    text: string;
                                }[];
                                title: string;
                                titleMatch: boolean;
                                url: string;
                            }[];
                            /** @description The kind's matches, counted up to 100 */
                            total: number;
                        }[];
                        q: string;
                        /** @description Every match, all kinds together, with each kind counted up to 100 */
                        total: number;
                    };
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: Retry-After says how many seconds to wait */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listShame: {
        parameters: {
            query?: {
                /** @description The page, from 1 */
                page?: number;
                /** @description Rows on a page, from 1 to 100 (24 by default) */
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShameItem"][] | {
                        items: components["schemas"]["ShameItem"][];
                        page: number;
                        pageCount: number;
                        pageSize: number;
                        /** @description Rows matching the search, over every page */
                        total: number;
                    };
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getShame: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShameItem"];
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    stripeWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description Stripe's signature: t=<timestamp>,v1=<HMAC-SHA256> */
                "stripe-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description A Stripe event, as Stripe sent it (kept as raw bytes for the signature) */
        requestBody: {
            content: {
                "application/json": {
                    id: string;
                    type: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The event was verified and handled (or deliberately ignored) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The event had been recorded before: nothing was written */
                        duplicate?: boolean;
                        /** @description false for event types the club does not act on */
                        handled: boolean;
                        /** @description A payments row was written by this delivery */
                        paymentRecorded?: boolean;
                        /** @enum {boolean} */
                        received: true;
                    };
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The payment provider could not be reached (worth a retry) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updatePaymentIntent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description The client secret create-payment-intent answered
                     * @example pi_3Abc123_secret_Xyz789
                     */
                    clientSecret: string;
                    /**
                     * @description The form's unticked box: true asks for The Club's Dispatch, as its subscribe form does (a confirmation letter first; nothing else is sent before it is confirmed)
                     * @default false
                     */
                    dispatch?: boolean;
                    /** Format: email */
                    email: string;
                    firstName: string;
                    /** @description Honeypot: leave it out or empty (people never see it; a filled one marks a bot) */
                    website?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        paymentIntentId: string;
                    };
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The payment provider refused the card: the card's own message */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: Retry-After says how many seconds to wait */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The payment provider refused the request (a fault on our side, not worth retrying) */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The payment provider could not be reached (worth a retry) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    recordViralShare: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default false */
                    certificationClaimed?: boolean;
                    /**
                     * @description The form's unticked box: true asks for The Club's Dispatch, as its subscribe form does (a confirmation letter first; nothing else is sent before it is confirmed)
                     * @default false
                     */
                    dispatch?: boolean;
                    /** Format: email */
                    email: string;
                    firstName: string;
                    /**
                     * @description The add-certification link (linkedin shares only)
                     * @example https://www.linkedin.com/profile/add?startTask=CERTIFICATION_NAME
                     */
                    linkedinUrl?: string | "";
                    /**
                     * @default share
                     * @enum {string}
                     */
                    shareAction?: "register" | "share";
                    /** @enum {string} */
                    shareType: "twitter" | "linkedin" | "email";
                    /** @description Honeypot: leave it out or empty (people never see it; a filled one marks a bot) */
                    website?: string;
                } & (unknown & unknown);
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The register step only: the certificate number the server issued and signed */
                        certId?: string;
                        certificationClaimed: boolean;
                        id: number | null;
                        message: string;
                        /** @enum {string} */
                        shareType: "twitter" | "linkedin" | "email";
                    };
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: Retry-After says how many seconds to wait */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    submitVolunteerApplication: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    age?: ("18-25" | "26-35" | "36-45" | "46-55" | "56-65" | "66+") | "";
                    availability?: ("1-2 hours per week" | "3-5 hours per week" | "5-10 hours per week" | "10+ hours per week" | "Flexible/Project-based") | "";
                    background?: string;
                    /** Format: email */
                    email: string;
                    experience?: string;
                    experiments?: ("The Procrastination Algorithm" | "The Turing Test Reversal Protocol" | "Machine Learning Meditation Study" | "AI Creativity vs. Human Imagination Trials" | "The Great Memory Competition" | "Empathy Simulation Experiments")[];
                    interests?: string;
                    motivation: string;
                    name: string;
                    phone?: string;
                    /** @description Honeypot: leave it out or empty (people never see it; a filled one marks a bot) */
                    website?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description null when the submission was recognised as a bot and not stored */
                        id: number | null;
                        message: string;
                    };
                };
            };
            /** @description Invalid input: `error` sums it up and `issues` names each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the Origin rule (D20): a state-changing request carrying the session cookie must come from the site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: Retry-After says how many seconds to wait */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
