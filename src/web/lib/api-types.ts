/**
 * GENERATED from the server's OpenAPI document by `npm run api:types` (scripts/openapi-types.ts).
 * Do not edit: change the route's schema in src/shared and run the command again.
 */

export interface paths {
    "/api/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user (or null) and whether they are an admin */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            user: {
                                id: string;
                                email: string;
                                name: string;
                                emailVerified: boolean;
                                twoFactorEnabled: boolean;
                                /** @enum {string} */
                                language: "english" | "malay" | "chinese";
                            } | null;
                            isAdmin: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/language": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Keeps a visitor's language for the next pages (the lang cookie); an account's is PUT /api/account/language */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        language: "english" | "malay" | "chinese";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            language: "english" | "malay" | "chinese";
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/language": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Keeps the signed-in host's language (screens and e-mails) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        language: "english" | "malay" | "chinese";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            language: "english" | "malay" | "chinese";
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness and database reachability */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ok" | "degraded";
                            /** @enum {string} */
                            database: "ok" | "unavailable";
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ok" | "degraded";
                            /** @enum {string} */
                            database: "ok" | "unavailable";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Templates, Drafts included: search on name or category, category filter, newest first, paged; each with the number of invitations that use it (admin only) */
        get: {
            parameters: {
                query?: {
                    search?: string;
                    category?: string;
                    page?: string;
                    pageSize?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: string;
                                name: string;
                                category: string;
                                image_url: string;
                                preview_image_url: string | null;
                                dominant_colors: string[];
                                accent_color: string | null;
                                preview_id: string | null;
                                /** @enum {string} */
                                template_status: "Published" | "Draft";
                                created_at: string;
                                invitation_count: number;
                            }[];
                            count: number;
                            totalPages: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        /** Create a template (multipart: name, category, dominant_colors as a JSON array, image, optional previewImage); it starts as a Draft */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Template"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/templates/colors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Three colours (primary, secondary, accent) suggested from an image (multipart: image); nothing is stored */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            dominant_colors: string[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/templates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One template, Draft or Published (admin only) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Template"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        /** Update a template (multipart; images optional, a new one replaces the old file; removePreviewImage=true drops the preview image) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Template"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a template no invitation uses (409 with the count otherwise), with its preview invitation and its image files and variants */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/templates/{id}/status": {
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
        /** Publish or unpublish a template */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        template_status: "Published" | "Draft";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Template"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/templates/carousel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The newest Published templates for the landing carousel */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: string;
                                name: string;
                                preview_image_url: string | null;
                                category: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Published templates: search, category filter, newest first, paged */
        get: {
            parameters: {
                query?: {
                    search?: string;
                    category?: string;
                    page?: string;
                    pageSize?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Template"][];
                            count: number;
                            totalPages: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/templates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One Published template */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Template"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/{idOrSlug}/rsvp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A guest answers through the open link (published invitations with RSVP enabled), per public event with `events` (one reply for each, 400 otherwise) or one answer for all of them. The browser gets an HttpOnly device cookie; the same device again with the same name, e-mail or phone changes its own answer (`updated: true`). Another device with an earlier answer's phone, e-mail or name adds a new answer flagged as a likely duplicate (`duplicate`, with the masked e-mail the earlier answer's own link was mailed to); an invited household's phone or e-mail links the answer to it when it has none. 403 when only invited households may answer */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    idOrSlug: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["RsvpInput"];
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RsvpReceipt"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guest-links/{token}/rsvp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** An invited household answers, or changes its answer, through its personal link: per event it is invited to with `events` (one reply for each, 400 otherwise), at most its seats per event (400 past them), always its one answer (`updated: true` when it changed the earlier one) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["RsvpInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RsvpReceipt"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        /** An invited household withdraws its answer through its personal link: the answer and its replies per event are removed (every count follows) and the household is unanswered again; 204 also when it had none. 409 once replies have closed */
        delete: {
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
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rsvp-edit/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The guest's own answer with its replies per event, behind their private edit link */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            invitationId: string;
                            guestName: string;
                            email: string;
                            phone?: string;
                            attending: boolean;
                            numberOfGuests: number;
                            mealChoice: string;
                            carPlate: string;
                            wishes: string;
                            events?: {
                                eventId: string;
                                attending: boolean;
                                guests: number;
                                mealChoice: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        /** The guest changes their answer (its replies per event are replaced; the same rules as a new answer) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["RsvpInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RsvpReceipt"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        /** The guest withdraws their answer */
        delete: {
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
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/{id}/responses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Summary, meal counts and one page (50) of responses, with search (name or e-mail) and filter */
        get: {
            parameters: {
                query?: {
                    q?: string;
                    filter?: "all" | "attending" | "declined" | "duplicates";
                    page?: number;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            invitation: {
                                id: string;
                                eventName: string;
                                customSlug: string | null;
                            };
                            summary: {
                                total: number;
                                attending: number;
                                declined: number;
                                totalGuests: number;
                                responseRate: number | null;
                                duplicates: number;
                            };
                            guests: {
                                households: number;
                                seats: number;
                                sent: number;
                                opened: number;
                                attending: number;
                                attendingGuests: number;
                                declined: number;
                                pending: number;
                                responseRate: number;
                            } | null;
                            answerOptions: {
                                mealOptions: {
                                    id: string;
                                    name: string;
                                }[];
                                askCarPlate: boolean;
                            };
                            meals: {
                                id: string;
                                name: string;
                                guests: number;
                            }[];
                            guestsWithoutMeal: number;
                            events: {
                                eventId: string;
                                name: string;
                                date: string;
                                isMain: boolean;
                                mealOptions: {
                                    id: string;
                                    name: string;
                                }[];
                                attendingGuests: number;
                                attendingAnswers: number;
                                declined: number;
                                pending: number;
                                meals: {
                                    id: string;
                                    name: string;
                                    count: number;
                                }[];
                                guestsWithoutMeal: number;
                            }[];
                            rows: components["schemas"]["ResponseRow"][];
                            page: number;
                            pageSize: number;
                            matching: number;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        /** The host adds an answer taken by phone (source 'host'); with householdId it is that household's one answer, within its seats */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["HostAnswerInput"];
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponseRow"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/{id}/responses.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** rsvp_responses.csv: every response, streamed (UTF-8 with BOM, formulas neutralised) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/{id}/meal-counts.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caterer's export: guests per meal, no personal data; with ?event=<id>, for that event (an id not of this invitation: 400) */
        get: {
            parameters: {
                query?: {
                    event?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/{id}/responses/{responseId}/wish-visibility": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Hide a guest's wish from the public page (or show it again); the response stays */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    responseId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        hidden: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/{id}/responses/merge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Two answers of one guest become one: the kept answer stays (linked to the household either had), the other is deleted */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        keepId: string;
                        /** Format: uuid */
                        removeId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponseRow"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/{id}/responses/{responseId}/keep": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** "Keep both": a likely duplicate is another guest after all; its flag is cleared and it counts from now on (the earlier answer is untouched) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    responseId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponseRow"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/{id}/responses/{responseId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** The host changes an answer (its wish, source and date stay); the same rules as adding one */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    responseId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["HostAnswerInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResponseRow"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/{id}/responses/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Server-sent events: "rsvp" whenever a response is added, changed or withdrawn (at most 10 open per user: 429) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Settings the web app needs */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tutorialVideoUrl: string | null;
                            paymentQrImageUrl: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My Invitations: the user's own, newest first, with search (event name, venue, event type) and status tab */
        get: {
            parameters: {
                query?: {
                    q?: string;
                    status?: "all" | "published" | "draft";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: string;
                                customSlug: string | null;
                                eventName: string;
                                eventType: string;
                                venue: string;
                                date: string | null;
                                time: string | null;
                                /** @enum {string} */
                                templateStatus: "Draft" | "Published";
                                imageUrl: string;
                                createdAt: string;
                                latestPayment: {
                                    /** @enum {string} */
                                    packageType: "silver" | "platinum";
                                    /** @enum {string} */
                                    status: "pending" | "approved" | "rejected";
                                } | null;
                                paid: boolean;
                                platinum: boolean;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create an invitation (starts as a Draft) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["InvitationInput"];
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SavedInvitation"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Load an invitation to edit (its owner, or an admin; anyone else: 404) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            customSlug: string | null;
                            /** @enum {string} */
                            templateStatus: "Draft" | "Published";
                            isPreview: boolean;
                            input: components["schemas"]["Invitation"];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        /** Save an invitation (its owner only) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["InvitationInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SavedInvitation"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        /** Delete an invitation with its responses (its owner only) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/preview-invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a template's preview invitation (Published, no owner, linked to the template; audited as template.preview) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["InvitationInput"];
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SavedInvitation"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/preview-invitations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update a template's preview invitation (audited as template.preview) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["InvitationInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SavedInvitation"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads/gift": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a gift image (PNG, JPG or GIF, under 5 MB; multipart field "file") */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            url: string;
                            /** @enum {string} */
                            qr?: "duitnow" | "emvco" | "not_payment" | "no_qr" | "unchecked";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads/divider": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a custom divider (PNG or JPG, under 5 MB; multipart field "file") */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            url: string;
                            /** @enum {string} */
                            qr?: "duitnow" | "emvco" | "not_payment" | "no_qr" | "unchecked";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a file you uploaded */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        url: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/{id}/toggle-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Flip Draft ⇄ Published (the owner, once a payment for it is approved) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            templateStatus: "Draft" | "Published";
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/custom-slugs/{slug}/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether a custom URL may be used (advice: the unique index decides on save) */
        get: {
            parameters: {
                query?: {
                    invitationId?: string;
                };
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            available: boolean;
                            current: boolean;
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/{id}/custom-slug": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set an invitation's custom URL (the owner with an approved Platinum payment, or an admin) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        customSlug: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            customSlug: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every invitation, newest first; search on event name, venue, owner e-mail or custom slug; paged */
        get: {
            parameters: {
                query?: {
                    search?: string;
                    status?: "all" | "published" | "draft";
                    paid?: "all" | "paid" | "unpaid";
                    owner?: string;
                    from?: string;
                    to?: string;
                    page?: string;
                    pageSize?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: string;
                                event_name: string;
                                event_type: string;
                                venue: string;
                                date: string | null;
                                owner_email: string | null;
                                is_preview: boolean;
                                custom_slug: string | null;
                                /** @enum {string} */
                                template_status: "Published" | "Draft";
                                is_paid: boolean;
                                has_approved_payment: boolean;
                                payment_count: number;
                                created_at: string;
                            }[];
                            count: number;
                            totalPages: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/invitations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete any invitation with its responses and uploaded images (the audit entry keeps its name and owner) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Change an invitation's status, custom slug or paid flag (one audit entry; marking paid without an approved payment needs a reason) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        template_status?: "Published" | "Draft";
                        custom_slug?: string | null;
                        is_paid?: boolean;
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            event_name: string;
                            event_type: string;
                            venue: string;
                            date: string | null;
                            owner_email: string | null;
                            is_preview: boolean;
                            custom_slug: string | null;
                            /** @enum {string} */
                            template_status: "Published" | "Draft";
                            is_paid: boolean;
                            has_approved_payment: boolean;
                            payment_count: number;
                            created_at: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/admin/invitations/{id}/cash-payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record cash an admin received for the owner's invitation (package, amount in sen, reference; Platinum's custom URL) as a payment approved like a receipt: paid, counted in revenue and the CSV, audited, the host e-mailed */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        packageType: "silver" | "platinum";
                        amountPaidSen: number;
                        reference: string;
                        customSlug?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminPayment"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's own payment requests, newest first, paged (payment history and requests list) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                    invitationId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: string;
                                invitationId: string;
                                eventName: string;
                                /** @enum {string} */
                                packageType: "silver" | "platinum";
                                amount: number;
                                /** @enum {string} */
                                status: "pending" | "approved" | "rejected";
                                customSlug: string | null;
                                /** @enum {string|null} */
                                receiptKind: "image" | null;
                                createdAt: string;
                                reviewedAt: string | null;
                                decisionReason: string | null;
                                reversedAt: string | null;
                                reversalReason: string | null;
                                /** @enum {string|null} */
                                upgradedFrom: "silver" | "platinum" | null;
                                creditSen: number;
                                refundedSen: number;
                                documents: {
                                    id: string;
                                    number: string;
                                    /** @enum {string} */
                                    kind: "invoice" | "credit_note";
                                    totalSen: number;
                                    issuedAt: string;
                                }[];
                            }[];
                            count: number;
                            totalPages: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        /** Submit a payment request (multipart: invitationId, packageType silver|platinum, customSlug for Platinum, receipt PNG/JPEG/WebP/PDF under 5 MB; a PDF is kept only as a PNG of its first 3 pages). The amount comes from the price table; any amount sent is ignored. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            invitationId: string;
                            eventName: string;
                            /** @enum {string} */
                            packageType: "silver" | "platinum";
                            amount: number;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            customSlug: string | null;
                            /** @enum {string|null} */
                            receiptKind: "image" | null;
                            createdAt: string;
                            reviewedAt: string | null;
                            decisionReason: string | null;
                            reversedAt: string | null;
                            reversalReason: string | null;
                            /** @enum {string|null} */
                            upgradedFrom: "silver" | "platinum" | null;
                            creditSen: number;
                            refundedSen: number;
                            documents: {
                                id: string;
                                number: string;
                                /** @enum {string} */
                                kind: "invoice" | "credit_note";
                                totalSen: number;
                                issuedAt: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/{id}/receipt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A payment receipt as an image (PNG, JPEG or WebP; a PDF was drawn to a PNG), for its payer or an admin (anyone else: 404) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
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
        /** Every payment request, newest first, with the payer e-mail (null when unknown); paged */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                    status?: "all" | "pending" | "approved" | "rejected";
                    packageType?: "all" | "silver" | "platinum";
                    search?: string;
                    from?: string;
                    to?: string;
                    invitation?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AdminPayment"][];
                            count: number;
                            totalPages: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payments/pending-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many payment requests wait for a decision (the badge in the admin navigation) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            count: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payments/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** For the filters (status aside): approved amounts by month of submission (Malaysia time) and package, the pending value, the median hours to a decision */
        get: {
            parameters: {
                query?: {
                    status?: "all" | "pending" | "approved" | "rejected";
                    packageType?: "all" | "silver" | "platinum";
                    search?: string;
                    from?: string;
                    to?: string;
                    invitation?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            revenueByMonth: {
                                month: string;
                                /** @enum {string} */
                                packageType: "silver" | "platinum";
                                amount: number;
                                count: number;
                            }[];
                            approvedTotal: number;
                            approvedCount: number;
                            pendingValue: number;
                            pendingCount: number;
                            medianDecisionMinutes: number | null;
                            decidedCount: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payments/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** payments.csv for accounting: the filtered requests, newest first (UTF-8 with BOM, every cell quoted, formulas neutralised) */
        get: {
            parameters: {
                query?: {
                    status?: "all" | "pending" | "approved" | "rejected";
                    packageType?: "all" | "silver" | "platinum";
                    search?: string;
                    from?: string;
                    to?: string;
                    invitation?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payments/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a pending request: status, the invitation's is_paid and (Platinum) custom slug, and an audit entry in one transaction; optionally the amount paid (sen) and bank reference the receipt shows; approving again changes nothing */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amountPaidSen?: number;
                        reference?: string;
                    } | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminPayment"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payments/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a pending request with a reason (3–500 characters, shown to the host) and an audit entry; rejecting again changes nothing */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PaymentReasonInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminPayment"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payments/{id}/reverse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reverse a decision within 72 hours, once, with a reason: approved → rejected (paid, Published and the Platinum URL follow) or rejected → approved; 409 when pending, reversed already or too late */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PaymentReasonInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminPayment"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether online payment (FPX, DuitNow QR through CHIP) is offered; without the gateway keys only the receipt upload is */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            enabled: boolean;
                            provider: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Start paying a package online: a pending payment (the amount from the price table) and the gateway's purchase; answers the gateway page to send the payer to. 409 when online payment is off, a payment waits or the package is active */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        invitationId: string;
                        /** @enum {string} */
                        packageType: "silver" | "platinum";
                        customSlug?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            paymentId: string;
                            /** Format: uri */
                            checkoutUrl: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkout/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stop an unpaid online payment (the payer came back without paying): cancelled at the gateway and removed, unless it was paid meanwhile (then approved) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "cancelled" | "approved" | "unchanged";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkout/chip/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** CHIP's success callback: the purchase object, signed (X-Signature: base64 RSA PKCS#1 v1.5 over SHA-256 of the body). Verified, checked against the payment (reference, purchase, MYR, amount in sen, paid) and approved as an admin approval would; repeated, it changes nothing. Unsigned or forged: 401; unknown reference: 404; wrong amount or currency: 422 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            received: true;
                            /** @enum {string} */
                            outcome: "approved" | "unchanged";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoices/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An invoice or credit note as a PDF (A4), for its payer or an admin (anyone else: 404) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payments/{id}/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The refunds recorded for a payment, newest first, with their credit notes, and how much (sen) can still be refunded */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: string;
                                paymentId: string;
                                amountSen: number;
                                reason: string;
                                /** @enum {string} */
                                method: "gateway" | "bank_transfer" | "cash";
                                gatewayRefundId: string | null;
                                creditNoteNumber: string | null;
                                createdAt: string;
                            }[];
                            refundableSen: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        /** Record a refund of an approved payment: amount in sen (at most paid less refunded), reason (3–500 characters) and method (gateway: through the gateway's refund call, for gateway payments; bank_transfer; cash). Writes the refund, a credit note and an audit entry in one transaction and e-mails the host the credit note. 409 when not approved, too much or the wrong method; 503 when the gateway refuses (nothing recorded) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amountSen: number;
                        reason: string;
                        /** @enum {string} */
                        method: "gateway" | "bank_transfer" | "cash";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            paymentId: string;
                            amountSen: number;
                            reason: string;
                            /** @enum {string} */
                            method: "gateway" | "bank_transfer" | "cash";
                            gatewayRefundId: string | null;
                            creditNoteNumber: string | null;
                            createdAt: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Everything kept about the signed-in account as a ZIP (account, invitations, guests, answers, check-ins, gifts, payments, invoices, uploaded files), streamed; 429 after 5 an hour */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete the signed-in account and everything of it (invitations, guests, answers, gifts, payments, files), confirmed with its password; issued invoices are kept without the account. 403 for a wrong password, 409 for an admin */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            deleted: true;
                            filesRemoved: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/{idOrSlug}/gift-tells": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** "I sent a gift": a guest says they gave (amount in sen and note optional; `token`, the personal link, fills in the household and must be this invitation's). Never verified, never shown to other guests; limited like RSVP answers. 409 when the host shows no gift section or asks for no gifts */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    idOrSlug: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amountSen?: number | null;
                        fromName?: string;
                        note?: string;
                        /** @enum {string} */
                        method?: "bank" | "duitnow" | "ewallet" | "other";
                        token?: string;
                        website?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            received: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/{id}/guests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One page (50, by name) of households with their state, events and personal link, the summary, every group and the invitation's events; search, status, group and event filters */
        get: {
            parameters: {
                query?: {
                    q?: string;
                    status?: "all" | "pending" | "not_sent" | "sent" | "opened" | "attending" | "declined";
                    tag?: string;
                    event?: "" | string;
                    page?: number;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            households: components["schemas"]["Household"][];
                            total: number;
                            page: number;
                            pageSize: number;
                            summary: {
                                households: number;
                                seats: number;
                                sent: number;
                                opened: number;
                                attending: number;
                                attendingGuests: number;
                                declined: number;
                                pending: number;
                                responseRate: number;
                            };
                            tags: string[];
                            invitation: {
                                id: string;
                                eventName: string;
                                customSlug: string | null;
                                /** @enum {string} */
                                language: "english" | "chinese" | "malay" | "tamil";
                                date: string | null;
                                rsvpDeadline: string | null;
                                settings: components["schemas"]["GuestSettings"];
                            };
                            events: {
                                id: string;
                                name: string;
                                date: string;
                                isMain: boolean;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        /** Add a household (phone stored in international form; the same phone or e-mail twice: 409) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["HouseholdFieldsInput"];
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Household"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/{id}/guests/{householdId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a household's details */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    householdId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["HouseholdFieldsInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Household"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a household (its answer stays, as an open-link answer) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    householdId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/{id}/guests/bulk-delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete several households; answers how many were deleted */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BulkResult"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/{id}/guests/bulk-tag": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add and remove groups on several households; answers how many were found */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: string[];
                        /** @default [] */
                        add?: string[];
                        /** @default [] */
                        remove?: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BulkResult"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/{id}/guests/bulk-events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Invite several households to every event (eventIds null) or to the chosen ones (each one of the invitation's events: else 400); answers how many were changed */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: string[];
                        eventIds: string[] | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BulkResult"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/{id}/guests/{householdId}/new-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new personal link for a household; the old one stops working */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    householdId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Household"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/{id}/guests.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** guest_list.csv: every household with its state, streamed (UTF-8 with BOM, formulas neutralised) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/{id}/guests/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The guest-list settings: invited only, message, automatic reminders, host notices */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GuestSettings"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        /** Save the guest-list settings */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["GuestSettingsInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GuestSettings"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guests/import-sample.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A sample guest list to import (CSV, UTF-8 with BOM): the header name, seats, phone, email, group, language and a few rows */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guests/import-sample.xlsx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The same sample guest list as an Excel workbook (.xlsx) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/{id}/guests/import/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Read a guest list (multipart field "file": CSV or .xlsx, at most 5 MB and 5000 rows; before it, optionally a field "mapping": JSON, one field or 'ignore' per column) and answer the header row found, each column's field with samples (the host's mapping, else the one they last used for this header, else a suggestion from the header's words and the values), every row as it would be stored, every bad row with its row number and reasons, rows left out (titles, totals, formulas), duplicates and same names; nothing is written */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            format: "csv" | "xlsx";
                            rows: {
                                name: string;
                                seats: number;
                                phone: string;
                                email: string;
                                tags: string[];
                                /** @enum {string|null} */
                                language: "english" | "chinese" | "malay" | "tamil" | null;
                                note: string;
                                line: number;
                                eventIds?: string[] | null;
                                matches: {
                                    /** @enum {string} */
                                    by: "phone" | "email";
                                    line: number | null;
                                    householdId: string | null;
                                    name: string;
                                }[];
                                sameName: {
                                    line: number | null;
                                    householdId: string | null;
                                    name: string;
                                }[];
                            }[];
                            problems: {
                                line: number;
                                name: string;
                                reasons: string[];
                            }[];
                            ignoredColumns: string[];
                            mapping: {
                                headerLine: number;
                                signature: string;
                                /** @enum {string} */
                                source: "suggested" | "remembered" | "chosen";
                                columns: {
                                    index: number;
                                    header: string;
                                    samples: string[];
                                    /** @enum {string} */
                                    field: "name" | "seats" | "phone" | "email" | "group" | "language" | "note" | "events" | "ignore";
                                    /** @enum {string} */
                                    why: "header" | "values" | "rowNumber" | "remembered" | "chosen" | "none";
                                }[];
                            };
                            skippedRows: {
                                line: number;
                                text: string;
                                /** @enum {string} */
                                reason: "aboveHeader" | "totals" | "formula";
                            }[];
                            counts: {
                                rows: number;
                                valid: number;
                                invalid: number;
                                duplicatesInFile: number;
                                duplicatesOnList: number;
                                conflicts: number;
                                sameName: number;
                                skipped: number;
                            };
                            existingHouseholds: number;
                            capacity: number;
                            /** @enum {string} */
                            invitationLanguage: "english" | "chinese" | "malay" | "tamil";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/{id}/guests/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Write the previewed rows (checked again) in one transaction, all or nothing: a row with the same phone or e-mail as a household (on the list or earlier in the rows) updates it ('merge') or is left out ('skip') */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        rows: {
                            name: string;
                            seats: number;
                            /** @default  */
                            phone?: string;
                            /** @default  */
                            email?: string;
                            /** @default [] */
                            tags?: string[];
                            /**
                             * @default null
                             * @enum {string|null}
                             */
                            language?: "english" | "chinese" | "malay" | "tamil" | null;
                            /** @default  */
                            note?: string;
                            eventIds?: string[] | null;
                            line: number;
                        }[];
                        /** @enum {string} */
                        duplicates: "merge" | "skip";
                        mapping?: {
                            signature: string;
                            fields: ("name" | "seats" | "phone" | "email" | "group" | "language" | "note" | "events" | "ignore")[];
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            created: number;
                            merged: number;
                            skipped: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/{id}/guests/send-queue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The WhatsApp queue: households to send to (invite: with a phone, not yet sent; reminder: no answer, with a phone, not reminded in 24 h), 50 a page, each with its message and wa.me link */
        get: {
            parameters: {
                query?: {
                    mode?: "invite" | "reminder" | "thank_you";
                    after?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            mode: "invite" | "reminder" | "thank_you";
                            eventName: string;
                            total: number;
                            households: {
                                id: string;
                                name: string;
                                seats: number;
                                phone: string;
                                /** @enum {string} */
                                language: "english" | "chinese" | "malay" | "tamil";
                                link: string;
                                message: string;
                                whatsappUrl: string;
                                sentAt: string | null;
                                remindedAt: string | null;
                                thankYouSentAt?: string | null;
                            }[];
                            nextAfter: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/{id}/guests/sending-counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What "Send e-mails", "Send reminders" and the WhatsApp queue would reach now */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            emailInvites: number;
                            whatsappInvites: number;
                            emailReminders: number;
                            whatsappReminders: number;
                            noContactReminders: number;
                            emailsLeftToday: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/{id}/guests/{householdId}/sent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Marks a household sent (mode invite: sent_at, sent_via) or reminded (mode reminder: reminded_at) after the host opened WhatsApp */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    householdId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        via: "whatsapp";
                        /** @enum {string} */
                        mode: "invite" | "reminder" | "thank_you";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            sentAt: string | null;
                            /** @enum {string|null} */
                            sentVia: "whatsapp" | "email" | null;
                            remindedAt: string | null;
                            thankYouSentAt?: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/{id}/guests/send-emails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Queues the invitation e-mail to the chosen households, or to every household with an address not yet sent (within the daily e-mail limit) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids?: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SendEmailsResult"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/{id}/guests/remind": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Queues a reminder e-mail to every household without an answer that has an address (not reminded in 24 h); counts those to remind over WhatsApp */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            emailQueued: number;
                            whatsapp: number;
                            noContact: number;
                            recentlyReminded: number;
                            overDailyLimit: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/{id}/guests/digest-now": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends the host the daily digest of the last 24 hours now (when the daily digest is on) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            answers: number;
                            queued: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/{id}/checkin-links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The invitation's check-in links for helpers, newest first (revoked and expired ones too; never their token) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CheckinLink"][];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        /** A new check-in link (canRecordGifts false: without the angpau part); its url (with the token) is in this answer only. Expires at the end of the day after the last event (30 days without dates); at most 20 active (409) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        label?: string;
                        /** @default true */
                        canRecordGifts?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CheckinLink"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/{id}/checkin-links/{linkId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke a check-in link: it stops working at once (arrivals it recorded stay) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    linkId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/{id}/arrivals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Per event: invited households, attending guests, arrived guests and households (live: refetch on the responses stream's "rsvp" event) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            events: {
                                eventId: string;
                                name: string;
                                invitedHouseholds: number;
                                attendingGuests: number;
                                arrivedGuests: number;
                                arrivedHouseholds: number;
                                angpauEnvelopes?: number;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/{id}/arrivals/households": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who arrived at one event: a page (50) of its households with guests confirmed and arrived and each check-in (when, guests, door); filters: name, arrived, not yet arrived, more than confirmed (live: refetch on the responses stream's "rsvp" event) */
        get: {
            parameters: {
                query?: {
                    event?: "" | string;
                    q?: string;
                    state?: "all" | "arrived" | "not_arrived" | "over";
                    page?: number;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                householdId: string | null;
                                name: string;
                                seats: number;
                                phone: string;
                                confirmedGuests: number | null;
                                arrivedGuests: number;
                                walkIn: boolean;
                                checkins: {
                                    id: string;
                                    at: string;
                                    guests: number;
                                    /** @enum {string} */
                                    kind: "door" | "host" | "walk_in";
                                    door: string;
                                }[];
                            }[];
                            count: number;
                            totalPages: number;
                            page: number;
                            eventId: string;
                            timeZone: string;
                            counts: {
                                all: number;
                                arrived: number;
                                not_arrived: number;
                                over: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/{id}/arrivals.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** arrivals.csv: the arrivals list as filtered (every event without one), one row per household and event, streamed (UTF-8 with BOM, formulas neutralised) */
        get: {
            parameters: {
                query?: {
                    event?: "" | string;
                    q?: string;
                    state?: "all" | "arrived" | "not_arrived" | "over";
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkin/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The check-in page's start: the invitation's name, time zone and events, and when the link ends */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            title: string;
                            timeZone: string;
                            events: {
                                id: string;
                                name: string;
                                date: string;
                                time: string;
                            }[];
                            expiresAt: string;
                            canRecordGifts?: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkin/{token}/lookup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A scanned QR code's household (name, seats, per event its answer and arrivals); 404 when the code is not one of this invitation's current codes */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            seats: number;
                            events: {
                                eventId: string;
                                attendingGuests: number | null;
                                /** @enum {string|null} */
                                answer: "attending" | "declined" | null;
                                arrived: number;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkin/{token}/households": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This invitation's households whose name contains q (at least 2 characters), at most 20, by name */
        get: {
            parameters: {
                query: {
                    q: string;
                };
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            households: {
                                id: string;
                                name: string;
                                seats: number;
                                events: {
                                    eventId: string;
                                    attendingGuests: number | null;
                                    /** @enum {string|null} */
                                    answer: "attending" | "declined" | null;
                                    arrived: number;
                                }[];
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkin/{token}/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The door's list for working offline: every household's name, seats, per invited event its answer, guests and arrivals, and its QR code's hash (never the code, phone or e-mail); conflicts and walk-ins. ETag = version: If-None-Match answers 304 when nothing changed */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            version: string;
                            generatedAt: string;
                            session: {
                                title: string;
                                timeZone: string;
                                events: {
                                    id: string;
                                    name: string;
                                    date: string;
                                    time: string;
                                }[];
                                expiresAt: string;
                                canRecordGifts?: boolean;
                            };
                            totals: {
                                eventId: string;
                                confirmedGuests: number;
                                arrivedGuests: number;
                            }[];
                            households: {
                                id: string;
                                name: string;
                                seats: number;
                                events: {
                                    eventId: string;
                                    attendingGuests: number | null;
                                    /** @enum {string|null} */
                                    answer: "attending" | "declined" | null;
                                    arrived: number;
                                }[];
                                codeHash: string;
                            }[];
                            conflicts: {
                                householdId: string;
                                eventId: string;
                                name: string;
                                arrived: number;
                                expected: number;
                            }[];
                            walkInCounts: {
                                eventId: string;
                                entries: number;
                                guests: number;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkin/{token}/arrivals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sync arrivals and walk-ins (up to 50 of each, in order; each scanId once: a resend is "duplicate"). Two phones' offline check-ins of one household are merged by knownArrived ("merged", never doubled); a declined or not-invited household needs confirmUnexpected; over the seats needs confirmOverSeats, and more than 5 over them is refused ("over_limit"); at most 30 walk-ins per link and event. The reply has each item's outcome, the touched households' arrivals, and the invitation's conflicts and walk-in counts */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default [] */
                        arrivals?: {
                            /** Format: uuid */
                            scanId: string;
                            /** Format: uuid */
                            householdId: string;
                            /** Format: uuid */
                            eventId: string;
                            guests: number;
                            /** Format: date-time */
                            scannedAt: string;
                            /** @default false */
                            confirmOverSeats?: boolean;
                            /** @default false */
                            confirmUnexpected?: boolean;
                            /** Format: uuid */
                            deviceId?: string;
                            knownArrived?: number;
                        }[];
                        /** @default [] */
                        walkIns?: {
                            /** Format: uuid */
                            scanId: string;
                            /** Format: uuid */
                            eventId: string;
                            guests: number;
                            /** @default  */
                            name?: string;
                            /** Format: date-time */
                            scannedAt: string;
                            /** Format: uuid */
                            deviceId?: string;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            results: {
                                scanId: string;
                                /** @enum {string} */
                                status: "recorded" | "duplicate" | "merged" | "over_seats" | "over_limit" | "declined" | "not_invited" | "not_found" | "walk_in_limit";
                                household: {
                                    id: string;
                                    name: string;
                                    seats: number;
                                    events: {
                                        eventId: string;
                                        attendingGuests: number | null;
                                        /** @enum {string|null} */
                                        answer: "attending" | "declined" | null;
                                        arrived: number;
                                    }[];
                                } | null;
                                added?: number;
                                conflict?: boolean;
                            }[];
                            walkIns?: {
                                scanId: string;
                                /** @enum {string} */
                                status: "recorded" | "duplicate" | "merged" | "over_seats" | "over_limit" | "declined" | "not_invited" | "not_found" | "walk_in_limit";
                                household: {
                                    id: string;
                                    name: string;
                                    seats: number;
                                    events: {
                                        eventId: string;
                                        attendingGuests: number | null;
                                        /** @enum {string|null} */
                                        answer: "attending" | "declined" | null;
                                        arrived: number;
                                    }[];
                                } | null;
                                added?: number;
                                conflict?: boolean;
                            }[];
                            arrivals?: {
                                householdId: string;
                                eventId: string;
                                arrived: number;
                            }[];
                            conflicts?: {
                                householdId: string;
                                eventId: string;
                                name: string;
                                arrived: number;
                                expected: number;
                            }[];
                            walkInCounts?: {
                                eventId: string;
                                entries: number;
                                guests: number;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkin/{token}/gifts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sync angpau recorded at the door (up to 50, in order; each giftId once: a resend is "duplicate"): envelopes, amount in sen (optional), from whom and a note, against a household of this invitation ("not_found" otherwise). A link made without the angpau part is refused (403, nothing stored). The reply has each record's outcome and the envelopes so far of the households in the batch */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        gifts: {
                            /** Format: uuid */
                            giftId: string;
                            /** Format: uuid */
                            householdId: string;
                            /** Format: uuid */
                            eventId?: string;
                            envelopes: number;
                            amountSen?: number | null;
                            /** @default  */
                            fromName?: string;
                            /** @default  */
                            note?: string;
                            /** Format: date-time */
                            recordedAt: string;
                            /** Format: uuid */
                            deviceId?: string;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            results: {
                                giftId: string;
                                /** @enum {string} */
                                status: "recorded" | "duplicate" | "not_found";
                            }[];
                            envelopes: {
                                householdId: string;
                                envelopes: number;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guest-links/{token}/checkin-qr.svg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The household's check-in QR code (SVG), only once it has said it comes */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guest-links/{token}/checkin-qr.png": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The household's check-in QR code (PNG, 480 px, for e-mails), only once it has said it comes */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/{id}/thank-yous/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The thank-you message per language ('' = the default in that language) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ThankYouSettings"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        /** Save the thank-you message per language ({name}, {gift}, {event} are filled per household) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ThankYouSettingsInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ThankYouSettings"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/{id}/guests/{householdId}/thank-you": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** A household's thank-you state: sent (via whatsapp or by_hand, now) or not sent (via null) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    householdId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string|null} */
                        via: "whatsapp" | "by_hand" | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            thankYouSentAt: string | null;
                            /** @enum {string|null} */
                            thankYouVia: "whatsapp" | "email" | "by_hand" | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/{id}/thank-yous/send-emails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Queues the thank-you e-mail, in each household's language, to the chosen households or to every household with an address not yet thanked (within the daily e-mail limit) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids?: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SendEmailsResult"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The audit log of admin actions, newest first; filters by action, subject, acting admin and days (Malaysia time); paged */
        get: {
            parameters: {
                query?: {
                    action?: "payment.approve" | "payment.reject" | "payment.reverse" | "payment.refund" | "invitation.mark_paid" | "invitation.mark_unpaid" | "invitation.set_url" | "invitation.publish" | "invitation.unpublish" | "invitation.update" | "invitation.delete" | "template.create" | "template.update" | "template.delete" | "template.preview" | "account.sign_in" | "host_data.change" | "host_data.export" | "host_data.read";
                    subjectType?: "payment" | "invitation" | "template" | "account";
                    subjectId?: string;
                    actor?: string;
                    from?: string;
                    to?: string;
                    page?: string;
                    pageSize?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: string;
                                actor_email: string;
                                /** @enum {string} */
                                action: "payment.approve" | "payment.reject" | "payment.reverse" | "payment.refund" | "invitation.mark_paid" | "invitation.mark_unpaid" | "invitation.set_url" | "invitation.publish" | "invitation.unpublish" | "invitation.update" | "invitation.delete" | "template.create" | "template.update" | "template.delete" | "template.preview" | "account.sign_in" | "host_data.change" | "host_data.export" | "host_data.read";
                                /** @enum {string} */
                                subject_type: "payment" | "invitation" | "template" | "account";
                                subject_id: string;
                                subject_label: string;
                                reason: string | null;
                                before: unknown;
                                after: unknown;
                                created_at: string;
                            }[];
                            count: number;
                            totalPages: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** audit_log.csv: every entry the filters match (those of the audit page), newest first, streamed; times in Malaysia as ISO 8601 with +08:00 (UTF-8 with BOM, every cell quoted, formulas neutralised) */
        get: {
            parameters: {
                query?: {
                    action?: "payment.approve" | "payment.reject" | "payment.reverse" | "payment.refund" | "invitation.mark_paid" | "invitation.mark_unpaid" | "invitation.set_url" | "invitation.publish" | "invitation.unpublish" | "invitation.update" | "invitation.delete" | "template.create" | "template.update" | "template.delete" | "template.preview" | "account.sign_in" | "host_data.change" | "host_data.export" | "host_data.read";
                    subjectType?: "payment" | "invitation" | "template" | "account";
                    subjectId?: string;
                    actor?: string;
                    from?: string;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/photos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a photo for a cover or gallery (JPEG, PNG, WebP or AVIF, under 15 MB and 50 megapixels; multipart field "file"). Answers the photo to put in the invitation. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            width: number;
                            height: number;
                            widths: number[];
                            caption: string;
                            color: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/photos/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a photo you uploaded that no invitation shows (someone else's: 404; still shown: 409) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/{id}/photo-limit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many gallery photos the invitation's package allows (its owner, or an admin; anyone else: 404) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            package: "free" | "silver" | "platinum";
                            label: string;
                            limit: number;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/{id}/gifts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The gift ledger: totals (overall, per event, per group), the filter's sum and one page (50) of its gifts, newest first; an admin's read is audited */
        get: {
            parameters: {
                query?: {
                    q?: string;
                    source?: "guest" | "door" | "host";
                    method?: "bank" | "duitnow" | "ewallet" | "angpau" | "cash" | "other";
                    event?: string | "none";
                    group?: string;
                    page?: number;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            title: string;
                            events: {
                                id: string;
                                name: string;
                            }[];
                            totals: {
                                overall: {
                                    count: number;
                                    amountSen: number;
                                    noAmount: number;
                                };
                                perEvent: {
                                    count: number;
                                    amountSen: number;
                                    noAmount: number;
                                    eventId: string | null;
                                }[];
                                perGroup: {
                                    count: number;
                                    amountSen: number;
                                    noAmount: number;
                                    group: string | null;
                                }[];
                            };
                            matching: {
                                count: number;
                                amountSen: number;
                                noAmount: number;
                            };
                            page: number;
                            totalPages: number;
                            data: components["schemas"]["GiftRow"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        /** A gift the host adds by hand (source 'host'): from a household of the guest list and/or a name, amount in sen or null */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["GiftFieldsInput"];
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GiftRow"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/{id}/gifts.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** gifts.csv: the ledger as filtered, oldest first, streamed (UTF-8 with BOM, dates +08:00, amounts RM with two decimals, formulas neutralised) */
        get: {
            parameters: {
                query?: {
                    q?: string;
                    source?: "guest" | "door" | "host";
                    method?: "bank" | "duitnow" | "ewallet" | "angpau" | "cash" | "other";
                    event?: string | "none";
                    group?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/{id}/gifts/{giftId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** The host changes a gift of any source (its source stays); givenAt left out keeps its date */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    giftId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["GiftFieldsInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GiftRow"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a gift from the ledger */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    giftId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ApiErrorInput: {
            error: {
                code: string;
                message: string;
                step?: string;
            };
        };
        InvitationInput: {
            template: {
                id: string;
                imageUrl: string;
                dominantColors: string[];
                accentColor?: string | null;
            };
            /** @enum {string} */
            eventType: "wedding" | "indian-wedding" | "chinese-wedding" | "engagement" | "birthday" | "baby-shower";
            eventName: string;
            date: "" | string;
            time: "" | string;
            endTime: "" | string;
            venue: string;
            address: string;
            hashtag: string;
            /** @enum {string} */
            language: "english" | "chinese" | "malay" | "tamil";
            backgroundColor: "gradient" | "transparent" | string;
            customColors: string[];
            animation: {
                /** @enum {string} */
                type: "none" | "confetti" | "snowfall" | "bubbles" | "stars" | "fireflies";
                color: string;
            };
            /** @enum {string} */
            openingAnimation: "fade" | "flip" | "slide" | "slideDown" | "zoom" | "curtain" | "envelope";
            contentPosition: {
                horizontal: number;
                vertical: number;
            };
            dividerSettings: {
                attendance: {
                    /** @enum {string} */
                    type: "line" | "double-line" | "dots" | "wave" | "ornament" | "custom";
                    color: string;
                    customImageUrl: "" | string;
                };
                wishes: {
                    /** @enum {string} */
                    type: "line" | "double-line" | "dots" | "wave" | "ornament" | "custom";
                    color: string;
                    customImageUrl: "" | string;
                };
            };
            marginSettings: {
                sections: {
                    firstPage: number;
                    secondPage: number;
                    thirdPage: number;
                };
            };
            greeting: string;
            tagline: string;
            parentDetails: {
                groomParents: string;
                brideParents: string;
            };
            groomBrideName: string;
            muhurtham: string;
            organizer: {
                name: string;
                email: string;
                phone: string;
            };
            coOrganizers: {
                name: string;
                email: string;
                phone: string;
                role: string;
            }[];
            showCoOrganizers: boolean;
            note: string;
            mapUrls: {
                google: "" | string;
                waze: "" | string;
            };
            contacts: {
                name: string;
                relationship: string;
                phone: string;
            }[];
            music: {
                youtubeUrl: "" | string;
                startTime: number;
            };
            fonts: {
                [key: string]: {
                    /** @enum {string} */
                    family?: "sans" | "serif" | "mono" | "display" | "poppins" | "dancing-script";
                    /** @enum {string} */
                    size?: "xs" | "sm" | "base" | "lg" | "xl" | "2xl" | "3xl" | "4xl" | "5xl";
                    color?: string;
                };
            };
            displaySettings: {
                showSaveTheDate: boolean;
                showGroomBrideNames: boolean;
                showVenue: boolean;
                showDate: boolean;
                showTime: boolean;
                showTimeEnd: boolean;
                showCountdown: boolean;
                showAttendance: boolean;
                showWishes: boolean;
                showBelovedTitle: boolean;
                showBelovedSonOf: boolean;
                showBelovedDaughterOf: boolean;
            };
            rsvp: {
                enabled: boolean;
                allowPlusOnes: boolean;
                requireCarPlate: boolean;
                deadline?: "" | string;
                mealOptions: {
                    id: string;
                    name: string;
                    description?: string;
                }[];
                wishes: string;
            };
            gift: {
                enabled: boolean;
                /** @default false */
                noGifts?: boolean;
                /** @default [] */
                methods?: ({
                    /** @enum {string} */
                    kind: "bank";
                    /** @enum {string} */
                    bank: "maybank" | "cimb" | "public_bank" | "rhb" | "hong_leong" | "ambank" | "bank_islam" | "bank_rakyat" | "bsn" | "affin" | "alliance" | "bank_muamalat" | "agrobank" | "ocbc" | "uob" | "hsbc" | "standard_chartered" | "citibank" | "mbsb" | "al_rajhi" | "kfh" | "gxbank" | "aeon_bank" | "boost_bank" | "ryt_bank";
                    holder: string;
                    account: string;
                } | {
                    /** @enum {string} */
                    kind: "duitnow_qr";
                    imageUrl: string;
                    holder?: string;
                } | {
                    /** @enum {string} */
                    kind: "duitnow_id";
                    /** @enum {string} */
                    idType: "phone" | "nric" | "business";
                    value: string;
                    masked: boolean;
                    holder?: string;
                } | {
                    /** @enum {string} */
                    kind: "ewallet";
                    /** @enum {string} */
                    wallet: "tng" | "grabpay" | "boost" | "shopeepay" | "mae" | "other";
                    url: string;
                    holder?: string;
                })[];
                imageUrl?: "" | string;
            };
            events?: {
                /** Format: uuid */
                id: string;
                name: string;
                date: "" | string;
                time: "" | string;
                endTime: "" | string;
                venue: string;
                address: string;
                mapUrls: {
                    google: "" | string;
                    waze: "" | string;
                };
                dressCode: string;
                note: string;
                isPublic: boolean;
                isMain: boolean;
                mealOptions: {
                    id: string;
                    name: string;
                    description?: string;
                }[];
            }[];
            timeZone?: string;
            coverPhoto?: {
                id: string;
                width: number;
                height: number;
                widths: number[];
                caption: string;
                color: string;
            } | null;
            gallery?: {
                id: string;
                width: number;
                height: number;
                widths: number[];
                caption: string;
                color: string;
            }[];
        };
        SavedInvitationInput: {
            id: string;
        };
        TemplateInput: {
            id: string;
            name: string;
            category: string;
            image_url: string;
            preview_image_url: string | null;
            dominant_colors: string[];
            accent_color: string | null;
            preview_id: string | null;
            /** @enum {string} */
            template_status: "Published" | "Draft";
            created_at: string;
        };
        RsvpInput: {
            guestName: string;
            /** @default  */
            email?: string;
            /** @default  */
            phone?: string;
            attending: boolean;
            /** @default 1 */
            numberOfGuests?: number;
            /** @default  */
            mealChoice?: string;
            /** @default  */
            carPlate?: string;
            /** @default  */
            wishes?: string;
            /** @default  */
            deviceId?: "" | string;
            website?: string;
            events?: {
                /** Format: uuid */
                eventId: string;
                attending: boolean;
                /** @default 0 */
                guests?: number;
                /** @default  */
                mealChoice?: string;
            }[];
        };
        RsvpReceiptInput: {
            id: string;
            attending: boolean;
            guestName: string;
            editUrl: string;
            updated?: boolean;
            duplicate?: {
                mailedTo: string | null;
            };
        };
        ResponseRowInput: {
            id: string;
            guestName: string;
            email: string;
            phone: string;
            /** @enum {string} */
            source: "guest" | "host";
            household: {
                id: string;
                name: string;
                seats: number;
                eventIds: string[] | null;
            } | null;
            attending: boolean;
            numberOfGuests: number;
            mealChoice: string;
            mealName: string;
            carPlate: string;
            wishes: string;
            wishHidden: boolean;
            responseDate: string;
            events: {
                eventId: string;
                attending: boolean;
                guests: number;
                mealChoice: string;
                mealName: string;
            }[];
            duplicateOf: {
                id: string;
                guestName: string;
                /** @enum {string} */
                reason: "phone" | "email" | "name";
            } | null;
        };
        HostAnswerInput: {
            guestName: string;
            attending?: boolean;
            /** @default 1 */
            numberOfGuests?: number;
            /** @default  */
            mealChoice?: string;
            /** @default  */
            carPlate?: string;
            /** @default  */
            email?: string;
            /** @default  */
            phone?: string;
            /**
             * Format: uuid
             * @default null
             */
            householdId?: string | null;
            events?: {
                /** Format: uuid */
                eventId: string;
                attending: boolean;
                /** @default 0 */
                guests?: number;
                /** @default  */
                mealChoice?: string;
            }[];
        };
        HouseholdInput: {
            name: string;
            seats: number;
            phone: string;
            email: string;
            tags: string[];
            /** @enum {string|null} */
            language: "english" | "chinese" | "malay" | "tamil" | null;
            note: string;
            id: string;
            link: string;
            /** @enum {string} */
            status: "not_sent" | "sent" | "opened" | "attending" | "declined";
            sentAt: string | null;
            /** @enum {string|null} */
            sentVia: "whatsapp" | "email" | null;
            remindedAt: string | null;
            thankYouSentAt?: string | null;
            /** @enum {string|null} */
            thankYouVia?: "whatsapp" | "email" | "by_hand" | null;
            firstOpenedAt: string | null;
            lastOpenedAt: string | null;
            visitCount: number;
            answer: {
                responseId: string;
                attending: boolean;
                numberOfGuests: number;
                respondedAt: string;
                events?: {
                    eventId: string;
                    attending: boolean;
                    guests: number;
                }[];
            } | null;
            eventIds: string[] | null;
        };
        HouseholdFieldsInput: {
            name: string;
            seats: number;
            /** @default  */
            phone?: string;
            /** @default  */
            email?: string;
            /** @default [] */
            tags?: string[];
            /**
             * @default null
             * @enum {string|null}
             */
            language?: "english" | "chinese" | "malay" | "tamil" | null;
            /** @default  */
            note?: string;
            eventIds?: string[] | null;
        };
        BulkResultInput: {
            count: number;
        };
        GuestSettingsInput: {
            /** @default false */
            invitedOnly?: boolean;
            /** @default  */
            message?: string;
            /** @default null */
            autoReminderDays?: number | null;
            /**
             * @default first
             * @enum {string}
             */
            hostNotify?: "each" | "first" | "daily" | "off";
        };
        SendEmailsResultInput: {
            queued: number;
            withoutEmail: number;
            overDailyLimit: number;
        };
        ThankYouSettingsInput: {
            /** @default  */
            english?: string;
            /** @default  */
            malay?: string;
            /** @default  */
            chinese?: string;
            /** @default  */
            tamil?: string;
        };
        GiftRowInput: {
            id: string;
            householdId: string | null;
            householdName: string | null;
            fromName: string;
            amountSen: number | null;
            /** @enum {string} */
            method: "bank" | "duitnow" | "ewallet" | "angpau" | "cash" | "other";
            /** @enum {string} */
            source: "guest" | "door" | "host";
            envelopes: number | null;
            eventId: string | null;
            note: string;
            givenAt: string;
        };
        GiftFieldsInput: {
            /**
             * Format: uuid
             * @default null
             */
            householdId?: string | null;
            /** @default  */
            fromName?: string;
            /** @enum {string} */
            method: "bank" | "duitnow" | "ewallet" | "angpau" | "cash" | "other";
            amountSen: number | null;
            /** @default null */
            envelopes?: number | null;
            /**
             * Format: uuid
             * @default null
             */
            eventId?: string | null;
            /** @default  */
            note?: string;
            /** Format: date-time */
            givenAt?: string;
        };
        CheckinLinkInput: {
            id: string;
            label: string;
            createdAt: string;
            expiresAt: string;
            revokedAt: string | null;
            canRecordGifts: boolean;
            url?: string;
        };
        AdminPaymentInput: {
            id: string;
            invitationId: string;
            eventName: string;
            /** @enum {string} */
            packageType: "silver" | "platinum";
            amount: number;
            /** @enum {string} */
            status: "pending" | "approved" | "rejected";
            customSlug: string | null;
            /** @enum {string|null} */
            receiptKind: "image" | null;
            createdAt: string;
            reviewedAt: string | null;
            decisionReason: string | null;
            reversedAt: string | null;
            reversalReason: string | null;
            /** @enum {string|null} */
            upgradedFrom: "silver" | "platinum" | null;
            creditSen: number;
            refundedSen: number;
            documents: {
                id: string;
                number: string;
                /** @enum {string} */
                kind: "invoice" | "credit_note";
                totalSen: number;
                issuedAt: string;
            }[];
            userEmail: string | null;
            /** @enum {string} */
            method: "receipt" | "gateway" | "cash";
            amountPaidSen: number | null;
            paymentReference: string | null;
            reversibleUntil: string | null;
        };
        PaymentReasonInput: {
            reason: string;
        };
        ApiError: {
            error: {
                code: string;
                message: string;
                step?: string;
            };
        };
        Invitation: {
            template: {
                id: string;
                imageUrl: string;
                dominantColors: string[];
                accentColor?: string | null;
            };
            /** @enum {string} */
            eventType: "wedding" | "indian-wedding" | "chinese-wedding" | "engagement" | "birthday" | "baby-shower";
            eventName: string;
            date: "" | string;
            time: "" | string;
            endTime: "" | string;
            venue: string;
            address: string;
            hashtag: string;
            /** @enum {string} */
            language: "english" | "chinese" | "malay" | "tamil";
            backgroundColor: "gradient" | "transparent" | string;
            customColors: string[];
            animation: {
                /** @enum {string} */
                type: "none" | "confetti" | "snowfall" | "bubbles" | "stars" | "fireflies";
                color: string;
            };
            /** @enum {string} */
            openingAnimation: "fade" | "flip" | "slide" | "slideDown" | "zoom" | "curtain" | "envelope";
            contentPosition: {
                horizontal: number;
                vertical: number;
            };
            dividerSettings: {
                attendance: {
                    /** @enum {string} */
                    type: "line" | "double-line" | "dots" | "wave" | "ornament" | "custom";
                    color: string;
                    customImageUrl: "" | string;
                };
                wishes: {
                    /** @enum {string} */
                    type: "line" | "double-line" | "dots" | "wave" | "ornament" | "custom";
                    color: string;
                    customImageUrl: "" | string;
                };
            };
            marginSettings: {
                sections: {
                    firstPage: number;
                    secondPage: number;
                    thirdPage: number;
                };
            };
            greeting: string;
            tagline: string;
            parentDetails: {
                groomParents: string;
                brideParents: string;
            };
            groomBrideName: string;
            muhurtham: string;
            organizer: {
                name: string;
                email: "" | string;
                phone: string;
            };
            coOrganizers: {
                name: string;
                email: "" | string;
                phone: string;
                role: string;
            }[];
            showCoOrganizers: boolean;
            note: string;
            mapUrls: {
                google: "" | string;
                waze: "" | string;
            };
            contacts: {
                name: string;
                relationship: string;
                phone: string;
            }[];
            music: {
                youtubeUrl: "" | string;
                startTime: number;
            };
            fonts: {
                [key: string]: {
                    /** @enum {string} */
                    family?: "sans" | "serif" | "mono" | "display" | "poppins" | "dancing-script";
                    /** @enum {string} */
                    size?: "xs" | "sm" | "base" | "lg" | "xl" | "2xl" | "3xl" | "4xl" | "5xl";
                    color?: string;
                };
            };
            displaySettings: {
                showSaveTheDate: boolean;
                showGroomBrideNames: boolean;
                showVenue: boolean;
                showDate: boolean;
                showTime: boolean;
                showTimeEnd: boolean;
                showCountdown: boolean;
                showAttendance: boolean;
                showWishes: boolean;
                showBelovedTitle: boolean;
                showBelovedSonOf: boolean;
                showBelovedDaughterOf: boolean;
            };
            rsvp: {
                enabled: boolean;
                allowPlusOnes: boolean;
                requireCarPlate: boolean;
                deadline?: "" | string;
                mealOptions: {
                    id: string;
                    name: string;
                    description?: string;
                }[];
                wishes: string;
            };
            gift: {
                enabled: boolean;
                /** @default false */
                noGifts: boolean;
                /** @default [] */
                methods: ({
                    /** @enum {string} */
                    kind: "bank";
                    /** @enum {string} */
                    bank: "maybank" | "cimb" | "public_bank" | "rhb" | "hong_leong" | "ambank" | "bank_islam" | "bank_rakyat" | "bsn" | "affin" | "alliance" | "bank_muamalat" | "agrobank" | "ocbc" | "uob" | "hsbc" | "standard_chartered" | "citibank" | "mbsb" | "al_rajhi" | "kfh" | "gxbank" | "aeon_bank" | "boost_bank" | "ryt_bank";
                    holder: string;
                    account: string;
                } | {
                    /** @enum {string} */
                    kind: "duitnow_qr";
                    imageUrl: string;
                    holder?: string;
                } | {
                    /** @enum {string} */
                    kind: "duitnow_id";
                    /** @enum {string} */
                    idType: "phone" | "nric" | "business";
                    value: string;
                    masked: boolean;
                    holder?: string;
                } | {
                    /** @enum {string} */
                    kind: "ewallet";
                    /** @enum {string} */
                    wallet: "tng" | "grabpay" | "boost" | "shopeepay" | "mae" | "other";
                    url: string;
                    holder?: string;
                })[];
                imageUrl?: "" | string;
            };
            events?: {
                /** Format: uuid */
                id: string;
                name: string;
                date: "" | string;
                time: "" | string;
                endTime: "" | string;
                venue: string;
                address: string;
                mapUrls: {
                    google: "" | string;
                    waze: "" | string;
                };
                dressCode: string;
                note: string;
                isPublic: boolean;
                isMain: boolean;
                mealOptions: {
                    id: string;
                    name: string;
                    description?: string;
                }[];
            }[];
            timeZone?: string;
            coverPhoto?: {
                id: string;
                width: number;
                height: number;
                widths: number[];
                caption: string;
                color: string;
            } | null;
            gallery?: {
                id: string;
                width: number;
                height: number;
                widths: number[];
                caption: string;
                color: string;
            }[];
        };
        SavedInvitation: {
            id: string;
        };
        Template: {
            id: string;
            name: string;
            category: string;
            image_url: string;
            preview_image_url: string | null;
            dominant_colors: string[];
            accent_color: string | null;
            preview_id: string | null;
            /** @enum {string} */
            template_status: "Published" | "Draft";
            created_at: string;
        };
        Rsvp: unknown;
        RsvpReceipt: {
            id: string;
            attending: boolean;
            guestName: string;
            editUrl: string;
            updated?: boolean;
            duplicate?: {
                mailedTo: string | null;
            };
        };
        ResponseRow: {
            id: string;
            guestName: string;
            email: string;
            phone: string;
            /** @enum {string} */
            source: "guest" | "host";
            household: {
                id: string;
                name: string;
                seats: number;
                eventIds: string[] | null;
            } | null;
            attending: boolean;
            numberOfGuests: number;
            mealChoice: string;
            mealName: string;
            carPlate: string;
            wishes: string;
            wishHidden: boolean;
            responseDate: string;
            events: {
                eventId: string;
                attending: boolean;
                guests: number;
                mealChoice: string;
                mealName: string;
            }[];
            duplicateOf: {
                id: string;
                guestName: string;
                /** @enum {string} */
                reason: "phone" | "email" | "name";
            } | null;
        };
        HostAnswer: unknown;
        Household: {
            name: string;
            seats: number;
            phone: string;
            email: string;
            tags: string[];
            /** @enum {string|null} */
            language: "english" | "chinese" | "malay" | "tamil" | null;
            note: string;
            id: string;
            link: string;
            /** @enum {string} */
            status: "not_sent" | "sent" | "opened" | "attending" | "declined";
            sentAt: string | null;
            /** @enum {string|null} */
            sentVia: "whatsapp" | "email" | null;
            remindedAt: string | null;
            thankYouSentAt?: string | null;
            /** @enum {string|null} */
            thankYouVia?: "whatsapp" | "email" | "by_hand" | null;
            firstOpenedAt: string | null;
            lastOpenedAt: string | null;
            visitCount: number;
            answer: {
                responseId: string;
                attending: boolean;
                numberOfGuests: number;
                respondedAt: string;
                events?: {
                    eventId: string;
                    attending: boolean;
                    guests: number;
                }[];
            } | null;
            eventIds: string[] | null;
        };
        HouseholdFields: {
            name: string;
            seats: number;
            /** @default  */
            phone: string;
            /** @default  */
            email: "" | string;
            /** @default [] */
            tags: string[];
            /**
             * @default null
             * @enum {string|null}
             */
            language: "english" | "chinese" | "malay" | "tamil" | null;
            /** @default  */
            note: string;
            eventIds?: string[] | null;
        };
        BulkResult: {
            count: number;
        };
        GuestSettings: {
            /** @default false */
            invitedOnly: boolean;
            /** @default  */
            message: string;
            /** @default null */
            autoReminderDays: number | null;
            /**
             * @default first
             * @enum {string}
             */
            hostNotify: "each" | "first" | "daily" | "off";
        };
        SendEmailsResult: {
            queued: number;
            withoutEmail: number;
            overDailyLimit: number;
        };
        ThankYouSettings: {
            /** @default  */
            english: string;
            /** @default  */
            malay: string;
            /** @default  */
            chinese: string;
            /** @default  */
            tamil: string;
        };
        GiftRow: {
            id: string;
            householdId: string | null;
            householdName: string | null;
            fromName: string;
            amountSen: number | null;
            /** @enum {string} */
            method: "bank" | "duitnow" | "ewallet" | "angpau" | "cash" | "other";
            /** @enum {string} */
            source: "guest" | "door" | "host";
            envelopes: number | null;
            eventId: string | null;
            note: string;
            givenAt: string;
        };
        GiftFields: {
            /**
             * Format: uuid
             * @default null
             */
            householdId: string | null;
            /** @default  */
            fromName: string;
            /** @enum {string} */
            method: "bank" | "duitnow" | "ewallet" | "angpau" | "cash" | "other";
            amountSen: number | null;
            /** @default null */
            envelopes: number | null;
            /**
             * Format: uuid
             * @default null
             */
            eventId: string | null;
            /** @default  */
            note: string;
            /** Format: date-time */
            givenAt?: string;
        };
        CheckinLink: {
            id: string;
            label: string;
            createdAt: string;
            expiresAt: string;
            revokedAt: string | null;
            canRecordGifts: boolean;
            url?: string;
        };
        AdminPayment: {
            id: string;
            invitationId: string;
            eventName: string;
            /** @enum {string} */
            packageType: "silver" | "platinum";
            amount: number;
            /** @enum {string} */
            status: "pending" | "approved" | "rejected";
            customSlug: string | null;
            /** @enum {string|null} */
            receiptKind: "image" | null;
            createdAt: string;
            reviewedAt: string | null;
            decisionReason: string | null;
            reversedAt: string | null;
            reversalReason: string | null;
            /** @enum {string|null} */
            upgradedFrom: "silver" | "platinum" | null;
            creditSen: number;
            refundedSen: number;
            documents: {
                id: string;
                number: string;
                /** @enum {string} */
                kind: "invoice" | "credit_note";
                totalSen: number;
                issuedAt: string;
            }[];
            userEmail: string | null;
            /** @enum {string} */
            method: "receipt" | "gateway" | "cash";
            amountPaidSen: number | null;
            paymentReference: string | null;
            reversibleUntil: string | null;
        };
        PaymentReason: {
            reason: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
