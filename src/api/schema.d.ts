// Generated from openapi.yaml by `npm run api:generate`. Do not edit by hand.

export interface paths {
  '/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Liveness and database check. */
    get: operations['getHealth'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/signup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create an organization and its first (unverified) user, and send the verification email. */
    post: operations['signup'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/verify-email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Activate an account with the token of the verification link (single use, 24 hours). */
    post: operations['verifyEmail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/activate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Activate an account with the activation key from the verification email, and sign in. */
    post: operations['activate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/resend-verification': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a fresh verification link and activation key; the older ones stop working.
     * @description Answers the same whether or not an unverified account has this email.
     */
    post: operations['resendVerification'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/signin': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign in with email and password. */
    post: operations['signin'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/forgot-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mail a password reset link (single use, 1 hour) to an existing account.
     * @description Always answers success so that it does not tell which emails have accounts.
     */
    post: operations['forgotPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reset-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set a new password with the token of a reset link; ends every session of the user. */
    post: operations['resetPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/signout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** End the current session. */
    post: operations['signout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user and their organization. */
    get: operations['getMe'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/projects': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The organization's projects, for the project switcher. */
    get: operations['listProjects'];
    put?: never;
    /** Create a project with at least two environments; it becomes the current project and completes onboarding step 1. */
    post: operations['createProject'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/projects/{projectId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A project with its environments and run limits. */
    get: operations['getProject'];
    put?: never;
    post?: never;
    /** Delete a project with the code mailed by requestProjectDeletion; its environments, test accounts, test cases, runs and schedules go with it. */
    delete: operations['deleteProject'];
    options?: never;
    head?: never;
    /** Rename a project, change how long its runs' steps and runs may take, or what evidence its runs keep. */
    patch: operations['updateProject'];
    trace?: never;
  };
  '/projects/{projectId}/deletion-code': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mail a 4-digit code (valid 10 minutes) that confirms deleting the project; a new code voids the old one. */
    post: operations['requestProjectDeletion'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/current-project': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Switch the caller's current project. */
    put: operations['selectProject'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/{projectId}/environments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A project's environments. */
    get: operations['listEnvironments'];
    put?: never;
    /** Add an environment to a project (labels are unique within it). */
    post: operations['addEnvironment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/credentials': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A project's stored test accounts, passwords masked. */
    get: operations['listCredentials'];
    put?: never;
    /** Store test accounts (passwords encrypted at rest); completes onboarding step 2. */
    post: operations['createCredentials'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/credentials/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete a stored test account. */
    delete: operations['deleteCredential'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/test-cases': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A project's test cases with their steps and latest results, a page at a time, in the order they were created. */
    get: operations['listTestCases'];
    put?: never;
    /** Create a test case (refused past the plan's limit). */
    post: operations['createTestCase'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/test-cases/import': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Import test cases from one uploaded file (.feature, .csv or .json) into an environment; a malformed file saves nothing. */
    post: operations['importTestCases'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/test-cases/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One test case. */
    get: operations['getTestCase'];
    put?: never;
    post?: never;
    /** Delete a test case; its past runs stay readable. */
    delete: operations['deleteTestCase'];
    options?: never;
    head?: never;
    /** Change a test case; steps given replace the old ones. */
    patch: operations['updateTestCase'];
    trace?: never;
  };
  '/steps/read': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * How each line would run, before it is saved; the model reads what the grammar does not understand.
     * @description Each line is read by the grammar; with a language model configured, a line the grammar does not understand is read by the model, once per text in a project (a later call, and saving a test case with the line, reuse the answer). A call waits a few seconds at most for the model; a line still being read answers `pending: true`. Lines are read in order, as a test case's steps: `And` takes the meaning of the keyword before.
     */
    post: operations['readSteps'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/test-cases/{id}/attachments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The files a test case's upload steps can send. */
    get: operations['listAttachments'];
    put?: never;
    /** Attach a file (at most 5 MB, 20 files a test case); a file of the same name is replaced. */
    post: operations['addAttachment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/test-cases/{id}/attachments/{attachmentId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove a file from a test case. */
    delete: operations['deleteAttachment'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/dashboard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The dashboard's figures for a project. */
    get: operations['getDashboard'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/results': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A project's runs, newest first, a page at a time. */
    get: operations['listResults'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/runs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Queue runs of one test case, a list, all of a project, or those that failed last; answers the queued runs. */
    post: operations['createRuns'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/runs/stop': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Stop every queued or running run of a project. */
    post: operations['stopAllRuns'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/runs/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A run with its steps and their evidence, the console, page errors, network requests and trace. */
    get: operations['getRun'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/runs/{id}/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The run as it happens, as Server-Sent Events.
     * @description A new stream begins with a `run` event (the RunDetail as it is) and then sends, as they happen,
     *     `status` (RunStatusUpdate), `step` (RunStep), `console` (ConsoleEntry), `pageerror` (PageError),
     *     `network` (NetworkEntry) and `frame` (RunFrame) events, each with an `id`. A client that reconnects
     *     with `Last-Event-ID` gets every event after that one (of the frames, only the latest) and then the rest.
     *     The stream ends after the `status` event of a run that ended; a stream opened on an ended run sends
     *     its `run` event (or what came after `Last-Event-ID`) and ends. A comment line every 15 s keeps it open.
     */
    get: operations['streamRunEvents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/runs/{id}/stop': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Stop a run; a queued one stops at once, a running one within a second or two. */
    post: operations['stopRun'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/runs/{id}/rerun': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Run a run's test case again, on the same environment. */
    post: operations['rerunRun'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/runs/{id}/artifacts/{artifactId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A screenshot or trace of a run, through the signed link its run answers (so an image tag can load it). */
    get: operations['getRunArtifact'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/runs/{id}/class': {
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
    /** Correct a run's failure class; the correction is kept and shown, beside what the rules said. */
    patch: operations['setRunClass'];
    trace?: never;
  };
  '/suites/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A suite with its runs and their counts; CI follows it until `status` is no longer running. */
    get: operations['getSuite'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/model': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether a language model is configured, and which. */
    get: operations['getModelStatus'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/generations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The project's latest generations, newest first (at most 20). */
    get: operations['listGenerations'];
    put?: never;
    /** Generate test cases for an environment, by exploring it or (with a model) from a goal or a bug report. */
    post: operations['createGeneration'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/generations/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A generation with the pages it saw and the test cases it proposed, each with its run. */
    get: operations['getGeneration'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/generations/{id}/keep': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Keep proposed test cases; they join the project's test cases. Discard one with DELETE /test-cases/{id}. */
    post: operations['keepProposals'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/flakiness': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Each test case's flakiness per environment over its latest 20 outcomes, a page at a time: flakiest first (then those with fewer than 5 outcomes, which have no score yet), quarantined ones with why. */
    get: operations['listFlakiness'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/insights': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What a project's runs say over the last `days` days (UTC): pass rate and failure classes per day, the flakiest tests and the slowest steps. */
    get: operations['getInsights'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/schedules': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A project's schedules, each with its expression in words, its next 3 runs and its latest suite. */
    get: operations['listSchedules'];
    put?: never;
    /** Create a schedule: a suite of the chosen test cases (or all) starts each time the cron expression comes due in its time zone, through the run queue's own cron. */
    post: operations['createSchedule'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/schedules/preview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What a cron expression means in words and when it would fire next, or a 400 saying why it is not valid. */
    get: operations['previewSchedule'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/schedules/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete a schedule; the queue's cron stops firing it. Its suites stay. */
    delete: operations['deleteSchedule'];
    options?: never;
    head?: never;
    /** Change a schedule, enable or disable it; the queue's cron follows at once. */
    patch: operations['updateSchedule'];
    trace?: never;
  };
  '/runs/latest': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The latest run of a project, or null. */
    get: operations['getLatestRun'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/issues': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Failed steps grouped by test case, a page at a time. */
    get: operations['listIssues'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/issues/{test_case_id}/{test_case_step_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One failed step's status and failures, newest first. */
    get: operations['getIssue'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Ignore an issue, or mark it unresolved again. */
    patch: operations['updateIssue'];
    trace?: never;
  };
  '/issues/{test_case_id}/{test_case_step_id}/jira': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether Jira is connected to the issue's project, and the Jira issue created from it. */
    get: operations['getJiraIssue'];
    put?: never;
    /** Create a Jira issue from this issue, with its evidence (step, failures, run links, screenshot). */
    post: operations['createJiraIssue'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/onboarding': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark an onboarding step done (Skip, Continue or Finish); progress only moves forward. */
    post: operations['completeOnboardingStep'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/environments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every environment of every project of the organization. */
    get: operations['listOrganizationEnvironments'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/environments/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete an environment with the code mailed by requestEnvironmentDeletion; its test accounts go with it, its past results stay readable. */
    delete: operations['deleteEnvironment'];
    options?: never;
    head?: never;
    /** Change an environment's label or URL (validated as at creation). */
    patch: operations['updateEnvironment'];
    trace?: never;
  };
  '/environments/{id}/deletion-code': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mail a 4-digit code (valid 10 minutes) that confirms deleting the environment; a new code voids the old one.
     * @description Refused before any code is sent when the project would keep fewer than 2 environments.
     */
    post: operations['requestEnvironmentDeletion'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/credentials/{id}/totp': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The current two-factor code of a password_totp test account, to prove its secret works. */
    get: operations['getCredentialTotp'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/inbox': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Messages received by the project's generated test email addresses, newest first. */
    get: operations['listInbox'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api-keys': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The organization's API keys (never the keys themselves). */
    get: operations['listApiKeys'];
    put?: never;
    /** Create an API key that authenticates the API like a session token; the key is answered this once. */
    post: operations['createApiKey'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api-keys/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Revoke an API key; calls made with it answer 401 from then on. */
    delete: operations['revokeApiKey'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integrations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The project's connected integrations (never their secrets), each with its latest delivery. */
    get: operations['listIntegrations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integrations/{kind}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Connect an integration to the project, or change its settings (201 when newly connected). */
    put: operations['saveIntegration'];
    post?: never;
    /** Disconnect an integration; its stored secret is deleted. */
    delete: operations['deleteIntegration'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integrations/{kind}/test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a test message now, and answer whether the service accepted it and what it said.
     * @description Slack and the webhook get a message (the webhook's event is `ping`); GitHub, GitLab and Jira, which show no messages, are asked for the repository or project with the token.
     */
    post: operations['testIntegration'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/organization': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The organization, its plan and its usage. */
    get: operations['getOrganization'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Rename the organization. */
    patch: operations['updateOrganization'];
    trace?: never;
  };
  '/organization/logo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Set the organization's logo: a jpg, jpeg, png or svg file of at most 1 MB. */
    put: operations['uploadOrganizationLogo'];
    post?: never;
    /** Remove the organization's logo. */
    delete: operations['removeOrganizationLogo'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/plans': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The subscription plans of spec §9. */
    get: operations['listPlans'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/profile': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user's profile. */
    get: operations['getProfile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Change the signed-in user's full name (the email cannot change). */
    patch: operations['updateProfile'];
    trace?: never;
  };
  '/profile/photo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Set the profile photo: an svg, jpg or png file of at most 1 MB. */
    put: operations['uploadProfilePhoto'];
    post?: never;
    /** Remove the profile photo. */
    delete: operations['removeProfilePhoto'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/profile/password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Change the password while signed in; every other session ends. */
    post: operations['changePassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/profile/sessions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** End every session of the signed-in user, this one included. */
    delete: operations['signOutEverywhere'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/files/{name}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * An uploaded logo or photo, by its unguessable name (as in logo_url and photo_url).
     * @description Served with a Content-Security-Policy that forbids scripts, so an SVG cannot run any.
     */
    get: operations['getFile'];
    put?: never;
    post?: never;
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
    ErrorData: {
      message: string;
      /** @description Present and true when the password was right but the account is not verified yet. */
      activation_required?: boolean;
      /** @description The request field a 400 refuses, as a path ('full_name', 'environments.1.url'), when it refuses one; the message names it as the app's form labels it ('Full name', 'Environment 2 URL'). */
      field?: string;
    };
    Error: {
      /** @constant */
      success: false;
      message: string;
      data: components['schemas']['ErrorData'];
    };
    SuccessMessage: {
      /** @constant */
      success: true;
      message: string;
    };
    SuccessDataMessage: {
      /** @constant */
      success: true;
      data: {
        message: string;
      };
    };
    /** Format: email */
    Email: string;
    /** @description At least 8 characters (counted as Unicode code points) with 1 uppercase letter and 1 digit; the server names the first unmet rule ('Password must contain at least 1 uppercase letter.'). */
    NewPassword: string;
    /** @description An absolute http(s) URL; surrounding spaces are trimmed. The server also checks that it parses as a URL with a host. */
    HttpUrl: string;
    User: {
      id: number;
      full_name: string;
      email: string;
      company_name: string;
    };
    Organization: {
      id: number;
      name: string;
      /** @enum {string} */
      plan: 'starter' | 'pro' | 'enterprise';
    };
    SigninData: {
      token: string;
      user: components['schemas']['User'];
      /** @description Whether the user's organization has a project yet (else the app opens onboarding). */
      has_project: boolean;
      onboarding: components['schemas']['Onboarding'];
    };
    SigninResponse: {
      /** @constant */
      success: true;
      message: string;
      data: components['schemas']['SigninData'];
    };
    /** @description Ids are stored as 32-bit integers, so none is above 2147483647. */
    Id: number;
    Environment: {
      id: number;
      label: string;
      url: string;
    };
    EnvironmentInput: {
      label: string;
      url: components['schemas']['HttpUrl'];
    };
    /**
     * @description When a run keeps a Playwright trace: of every attempt (always, the default), or of failed attempts only (on_failure: the trace is recorded and dropped when the attempt passes). Always sent with a project.
     * @enum {string}
     */
    TracePolicy: 'always' | 'on_failure';
    /**
     * @description When a run keeps a screenshot: after every step (every_step, the default), or of the failed step only (on_failure). Always sent with a project.
     * @enum {string}
     */
    ScreenshotPolicy: 'every_step' | 'on_failure';
    Project: {
      /** @description How long one step of a run may take. */
      step_timeout_ms: number;
      /** @description How long a whole run may take. */
      run_timeout_ms: number;
      /** @description How often a failed run is tried again (failed then passed is Flaky). */
      retries: number;
      /** @description The flakiness score (0-100) at which a test is quarantined; it still runs, and fails no suite. */
      flaky_threshold: number;
      trace_policy?: components['schemas']['TracePolicy'];
      screenshot_policy?: components['schemas']['ScreenshotPolicy'];
      id: number;
      name: string;
      environments: components['schemas']['Environment'][];
      /** @description The extra URLs of '+ Add more URLs', kept as additional start pages. */
      start_urls: string[];
      /** Format: date-time */
      created_at: string;
    };
    ProjectSummary: {
      id: number;
      name: string;
      environment_count: number;
      test_case_count: number;
      /** Format: date-time */
      created_at: string;
    };
    Credential: {
      id: number;
      type: components['schemas']['CredentialType'];
      env_id: number;
      environment_label: string;
      username: string;
      /** @description Always masked; stored passwords are never sent back. */
      password: string;
      /** Format: date-time */
      created_at: string;
    };
    /**
     * @description Draft means never run; In Progress means a run is queued or under way; Flaky that it failed, then passed on a retry; Stopped that a person stopped it before it ended, so it neither passed nor failed.
     * @enum {string}
     */
    RunResult: 'Passed' | 'Failed' | 'Flaky' | 'Stopped' | 'In Progress' | 'Draft';
    /**
     * @description A step's result in the latest run that reached it: Skipped when that run ended before the step (a step before it failed, or a person stopped the run); Draft when no run has reached it.
     * @enum {string}
     */
    StepResult: 'Passed' | 'Failed' | 'Skipped' | 'In Progress' | 'Draft';
    /**
     * @description The test modal's toggle, saved with the test case.
     * @enum {string}
     */
    ExecutionStatus: 'In Progress' | 'Paused';
    TestCaseStep: {
      id: number;
      /** @description The text of the step. */
      steps: string;
      status: components['schemas']['StepResult'];
      /** Format: date-time */
      lastRun: string | null;
      /** @description Present when the language model was asked about the step (the grammar does not understand it): what it read it as when the step was saved, which runs perform with no model call. */
      model_reading?: components['schemas']['ModelReading'];
    };
    /** @description What the language model read a step the grammar does not understand as, or why it could not. */
    ModelReading: {
      /** @description The model that answered. */
      model: string;
      /** @description What the step will do, in the editor's words ("Click the button “Save”"); null when the model gave no action. */
      description: string | null;
      /** @description The step written as the grammar reads it, when the grammar reads these words back as the model's action: the step can be rewritten so and needs no model. Null otherwise. */
      wording: string | null;
      /** @description Why the model gave no action; null when it gave one. */
      reason: string | null;
    };
    StepReadInput: {
      project_id?: components['schemas']['Id'];
      lines: string[];
    };
    /** @description How one line reads, and so how a run performs it. */
    StepReading: {
      /** @description The line, trimmed. */
      line: string;
      /**
       * @description Who read the line as an action; null when neither did (the step is not understood).
       * @enum {string|null}
       */
      read_by: 'grammar' | 'model' | null;
      /** @description What the step will do ("Click the button “Save”"); null when not understood. */
      description: string | null;
      /** @description For a line the model read, the grammar's own phrasing of its action (see ModelReading), or null. */
      wording: string | null;
      /** @description Why the grammar does not understand the line; null when it does. */
      reason: string | null;
      /** @description The grammar's closest phrasing that it would understand, if any. */
      suggestion: string | null;
      /** @description Why the model gave no action either */
      model_reason: string | null;
      /** @description True when the model is still reading the line (it was not answered in the few seconds a request waits): ask again shortly. Always false without a model. */
      pending: boolean;
    };
    TestCase: {
      id: number;
      title: string;
      environment_id: number | null;
      environment_label: string | null;
      goal: string;
      expected_result: string;
      execution_status: components['schemas']['ExecutionStatus'];
      result: components['schemas']['RunResult'];
      /** Format: date-time */
      execution_start_date: string | null;
      steps: components['schemas']['TestCaseStep'][];
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
    };
    TestCaseInput: {
      project_id?: components['schemas']['Id'];
      title: string;
      environment_id: components['schemas']['Id'];
      goal?: string;
      steps: string[];
      expected_result?: string;
      execution_status?: components['schemas']['ExecutionStatus'];
    };
    TestCasePatch: {
      title?: string;
      environment_id?: components['schemas']['Id'];
      goal?: string;
      steps?: string[];
      expected_result?: string;
      execution_status?: components['schemas']['ExecutionStatus'];
    };
    Dashboard: {
      activeTest: {
        /** @description Test cases of the project. */
        total: number;
        /** @description Runs under way now. */
        running: number;
      };
      /** @description Runs started this week (since Monday 00:00 UTC). */
      runCount: number;
      testCaseExecution: {
        /** @description Finished runs. */
        total: number;
        passed: number;
      };
      lastRun: {
        /** @description Seconds the last finished run took; null when none. */
        duration: number | null;
        /** Format: date-time */
        started_at: string | null;
      };
    };
    /**
     * @description What happened to a run. `error` means the runner could not run it (the browser failed, its worker died); `stopped` that someone stopped it; `flaky` that an attempt failed and a retry passed. The result chip shows queued and running as In Progress, stopped as Stopped, failed and error as Failed, and flaky as Flaky.
     * @enum {string}
     */
    RunStatus: 'queued' | 'running' | 'passed' | 'failed' | 'stopped' | 'error' | 'flaky';
    /**
     * @description Why a run did not simply pass. app_bug: an expectation failed on a page that loaded (wrong text, an error shown, a 5xx from the app, a page error). broken_test: a step not understood, or a target not found or ambiguous on a page that loaded normally. flaky: failed, then passed on a retry. infrastructure: the environment unreachable, the browser crashed, the worker died, or most of a suite failed at once.
     * @enum {string}
     */
    FailureClass: 'app_bug' | 'broken_test' | 'flaky' | 'infrastructure';
    RunSummary: {
      id: number;
      /** @description The suite the run was started in. */
      suite_id: number | null;
      failure_class: components['schemas']['FailureClass'] | null;
      /** @description The test was quarantined when the run ended */
      quarantined: boolean;
      status: components['schemas']['RunStatus'];
      test_case_id: number | null;
      test_case_name: string;
      environment_label: string;
      url: string;
      result: components['schemas']['RunResult'];
      /** Format: date-time */
      started_at: string | null;
      /** @description Seconds; null while running. */
      duration: number | null;
      failed_count: number;
    };
    Attachment: {
      id: number;
      /** @description The name upload steps use ("Upload "cv.pdf" to Resume"). */
      name: string;
      content_type: string;
      /** @description Bytes. */
      size: number;
      /** Format: date-time */
      created_at: string;
    };
    /** @description Which test cases to run: `test_case_ids`, or `all` (every test case of the project that is not Paused), or `failed` (those whose latest run did not pass). Each runs against `environment_id` when given, else against its own environment. */
    RunInput: {
      project_id?: components['schemas']['Id'];
      test_case_ids?: components['schemas']['Id'][];
      all?: boolean;
      failed?: boolean;
      environment_id?: components['schemas']['Id'];
      /** @description How often a failed run is tried again; the project's setting when left out. */
      retries?: number;
      /** @description The commit under test; connected GitHub or GitLab integrations get its status. */
      commit_sha?: string;
    };
    RunStep: {
      id: number;
      /** @description 1 for the first step. */
      position: number;
      test_case_step_id: number | null;
      /** @description The step as written. */
      text: string;
      /** @description How the runner understood it. */
      description: string;
      /** @enum {string} */
      status: 'pending' | 'running' | 'passed' | 'failed' | 'skipped';
      /** @description Why it failed */
      message: string;
      /** Format: date-time */
      started_at: string | null;
      duration_ms: number | null;
      /** @description The Playwright locator of the element the step used. */
      locator: string | null;
      /** @description The locator that found the element on earlier runs and no longer does (the step healed). */
      healed_from: string | null;
      /** @description Whether every element the step used was found by the locator an earlier passing run stored (the replay cache), none resolved afresh. Always sent; false for a step that used no element. */
      replayed?: boolean;
      /** @description The page after the step, a JPEG; a signed link that works for an hour. */
      screenshot_url: string | null;
    };
    RunDetail: {
      id: number;
      /** @description Tokens the language model used for this run (0 when it was not asked). */
      model_tokens: number;
      /** @description The model's one-paragraph reading of a failed run's evidence; null without a model. */
      explanation: string | null;
      suite_id: number | null;
      /** @description How often it may be tried again after a failed attempt. */
      retries: number;
      /** @description Its attempts that ended, in order; the steps and evidence above are those of the latest. */
      attempts: components['schemas']['RunAttempt'][];
      failure_class: components['schemas']['FailureClass'] | null;
      /** @description What decided the class. */
      failure_evidence: string;
      /** @description What the rules decided, kept when a person corrected the class. */
      detected_class: components['schemas']['FailureClass'] | null;
      /** @description Who corrected the class. */
      class_corrected_by: string | null;
      /** Format: date-time */
      class_corrected_at: string | null;
      quarantined: boolean;
      project_id: number;
      test_case_id: number | null;
      test_case_name: string;
      environment_id: number | null;
      environment_label: string;
      url: string;
      status: components['schemas']['RunStatus'];
      result: components['schemas']['RunResult'];
      /** @description Why the run ended as it did. */
      message: string;
      /** @description How many times a worker started it. */
      attempt: number;
      /** Format: date-time */
      created_at: string | null;
      /** Format: date-time */
      started_at: string | null;
      /** Format: date-time */
      finished_at: string | null;
      /** @description Seconds; null until it ends. */
      duration: number | null;
      steps: components['schemas']['RunStep'][];
      console: components['schemas']['ConsoleEntry'][];
      page_errors: components['schemas']['PageError'][];
      network: components['schemas']['NetworkEntry'][];
      /** @description The Playwright trace (a zip); a signed link that works for an hour. Open it in /trace-viewer/. */
      trace_url: string | null;
    };
    ConsoleEntry: {
      /** @description log */
      type: string;
      text: string;
      url: string | null;
      /** @description Milliseconds since the run started. */
      at: number;
    };
    PageError: {
      message: string;
      at: number;
    };
    NetworkEntry: {
      method: string;
      url: string;
      resource_type: string;
      status: number | null;
      duration_ms: number | null;
      /** @description Why the request failed */
      failure: string | null;
      at: number;
    };
    RunAttempt: {
      attempt: number;
      /** @enum {string} */
      status: 'passed' | 'failed' | 'stopped' | 'error';
      message: string;
      /** @description notUnderstood, notFound, ambiguous, expectation, navigation, blocked, timeout, action, setup. */
      failure_kind: string | null;
      /** @description The step that failed. */
      failed_position: number | null;
      /** @description The page when the step failed. */
      screenshot_url: string | null;
      trace_url: string | null;
      /** Format: date-time */
      started_at: string;
      /** Format: date-time */
      finished_at: string;
    };
    /** @description The runs one request started together, by hand, by a schedule or from CI. */
    Suite: {
      id: number;
      project_id: number;
      /** @enum {string} */
      source: 'manual' | 'schedule' | 'ci';
      /**
       * @description failed when a run of a test that is not quarantined failed; quarantined failures fail nothing.
       * @enum {string}
       */
      status: 'running' | 'passed' | 'failed' | 'stopped' | 'error';
      commit_sha: string | null;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      finished_at: string | null;
      total: number;
      queued: number;
      running: number;
      passed: number;
      /** @description Runs that failed */
      failed: number;
      flaky: number;
      stopped: number;
      error: number;
      /** @description Runs that failed */
      quarantined: number;
      runs: components['schemas']['RunSummary'][];
    };
    /** @description Whether a language model helps (off unless LLM_BASE_URL, LLM_API_KEY and LLM_MODEL are set on the server). */
    ModelStatus: {
      enabled: boolean;
      /** @description The model's name */
      model: string | null;
      /** @description The host of the model's endpoint (never its key). */
      host: string | null;
    };
    /**
     * @description explore crawls the environment (no model needed); goal and bug drive the browser with the model.
     * @enum {string}
     */
    GenerationSource: 'explore' | 'goal' | 'bug';
    GenerationInput: {
      project_id?: components['schemas']['Id'];
      environment_id: components['schemas']['Id'];
      source: components['schemas']['GenerationSource'];
      /** @description The goal in plain words, or the bug report; required for goal and bug. */
      text?: string;
      /** @description How many pages the explorer visits at most (12 unless given). */
      max_pages?: number;
    };
    GeneratedPage: {
      url: string;
      title: string;
      heading: string | null;
      /** @description Console errors and page errors while it loaded. */
      console_errors: number;
      /** @description Reached after signing in with the stored test account. */
      signed_in: boolean;
    };
    /** @description A test case the generator proposed; it ran once, and stays a proposal until kept or discarded. */
    Proposal: {
      test_case_id: number;
      title: string;
      /** @enum {string} */
      kind: 'page' | 'form' | 'signIn' | 'navigation' | 'goal';
      steps: string[];
      kept: boolean;
      run_id: number | null;
      run_status: components['schemas']['RunStatus'] | null;
      result: components['schemas']['RunResult'];
      /** @description Why its run ended as it did. */
      message: string;
    };
    Generation: {
      id: number;
      project_id: number;
      environment_id: number | null;
      environment_label: string;
      source: components['schemas']['GenerationSource'];
      /** @description The goal or bug report; the environment's URL for explore. */
      input: string;
      /**
       * @description exploring while the browser looks; running while the proposals run once; done when all have.
       * @enum {string}
       */
      status: 'queued' | 'exploring' | 'running' | 'done' | 'failed';
      /** @description What happened */
      message: string;
      pages: components['schemas']['GeneratedPage'][];
      proposals: components['schemas']['Proposal'][];
      /** @description Tokens the model used for this generation (0 without a model). */
      model_tokens: number;
      /** @description The suite that ran the proposals once. */
      suite_id: number | null;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      finished_at: string | null;
    };
    /** @description A cron expression of 5 fields (minute, hour, day of month, month, day of week), read in the schedule's time zone, such as `0 9 * * 1-5`. At most once a minute: an expression with a seconds field is refused. */
    ScheduleCron: string;
    /** @description The IANA time zone the expression is read in, such as Europe/Paris or UTC. */
    ScheduleTimezone: string;
    /** @description The environment every test case runs against; null runs each against its own. */
    ScheduleEnvironment: components['schemas']['Id'] | null;
    /** @description The test cases it runs; give this or `all`. */
    ScheduleTestCaseIds: components['schemas']['Id'][];
    /** @description The suite a schedule started last. */
    ScheduleSuite: {
      id: number;
      /** @enum {string} */
      status: 'running' | 'passed' | 'failed' | 'stopped' | 'error';
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      finished_at: string | null;
    };
    Schedule: {
      id: number;
      project_id: number;
      name: string;
      cron: string;
      timezone: string;
      /** @description The expression in words, such as "At 09:00, Monday through Friday". */
      description: string;
      /** @description The next 3 times it fires; empty while it is disabled. */
      next_runs: string[];
      environment_id: number | null;
      environment_label: string | null;
      /** @description It runs every test case of the project that is not paused. */
      all: boolean;
      /** @description The test cases it runs when not all; a deleted test case leaves the list. */
      test_case_ids: number[];
      enabled: boolean;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
      /** Format: date-time */
      last_fired_at: string | null;
      /** @description Why its latest firing started no suite; null when it started one. */
      last_error: string | null;
      last_suite: components['schemas']['ScheduleSuite'] | null;
    };
    SchedulePreview: {
      /** @description The expression as it would be saved. */
      cron: string;
      timezone: string;
      description: string;
      next_runs: string[];
    };
    TestFlakiness: {
      test_case_id: number;
      title: string;
      environment_id: number;
      environment_label: string;
      /** @description Outcomes counted (the latest 20 at most). */
      runs: number;
      flips: number;
      /** @description flips ÷ (runs − 1). */
      flip_rate: number;
      /** @description Runs that failed and passed on a retry. */
      retry_passes: number;
      /** @description 0-100; null before 5 outcomes. */
      score: number | null;
      /** @description Oldest first. */
      outcomes: ('pass' | 'fail' | 'flaky')[];
      quarantined: boolean;
      quarantine_reason: string | null;
    };
    /** @description The `status` event of a run's live stream, sent as the run is taken up by a worker and as it ends. */
    RunStatusUpdate: {
      failure_class: components['schemas']['FailureClass'] | null;
      status: components['schemas']['RunStatus'];
      result: components['schemas']['RunResult'];
      message: string;
      /** @description A new attempt starts the run's steps and evidence over. */
      attempt: number;
      /** Format: date-time */
      started_at: string | null;
      /** Format: date-time */
      finished_at: string | null;
      duration: number | null;
      trace_url: string | null;
    };
    /** @description The `frame` event of a run's live stream, the page as it repainted. */
    RunFrame: {
      /** @description A JPEG (at most 640×360) */
      data: string;
      /** @description Milliseconds since the run started. */
      at: number;
    };
    /** @description Runs that did not pass (failed, error or flaky; not stopped) by failure class. */
    FailuresByClass: {
      app_bug: number;
      broken_test: number;
      flaky: number;
      infrastructure: number;
      /** @description No class yet. */
      unclassified: number;
    };
    /** @description The runs that ended on one day (UTC). */
    InsightsDay: {
      /** Format: date */
      date: string;
      /** @description Runs that ended */
      runs: number;
      passed: number;
      /** @description Failed */
      flaky: number;
      /** @description Failed or error (the runner could not run it); not stopped. */
      failed: number;
      /** @description Percent (one decimal) of passed ÷ (passed + flaky + failed): a flaky run is not a pass, a stopped run says nothing about the test. Null without such runs. */
      pass_rate: number | null;
      failures: components['schemas']['FailuresByClass'];
    };
    /** @description A step of a test case and how long it took when it passed. */
    SlowStep: {
      step_text: string;
      /** @description Null once the test case was deleted. */
      test_case_id: number | null;
      test_case_title: string;
      /** @description Passed run steps measured. */
      count: number;
      median_ms: number;
      p90_ms: number;
    };
    Insights: {
      /** @description The window */
      days: number;
      /**
       * Format: date
       * @description The window's first day (UTC).
       */
      from: string;
      /**
       * Format: date
       * @description The window's last day (UTC)
       */
      to: string;
      /** @description The project's quarantine threshold. */
      threshold: number;
      totals: {
        /** @description Runs that ended in the window. */
        runs: number;
        passed: number;
        flaky: number;
        failed: number;
        /** @description As a day's */
        pass_rate: number | null;
        /** @description Test cases per environment with a flakiness score above 0 (over their latest 20 outcomes). */
        flaky_tests: number;
        /** @description Test cases per environment quarantined now. */
        quarantined_tests: number;
      };
      /** @description Every day of the window, oldest first, days without runs included. */
      daily: components['schemas']['InsightsDay'][];
      /** @description The 10 flakiest test cases per environment (score above 0), over their latest 20 outcomes whatever the window; quarantined ones with why. */
      flakiest: components['schemas']['TestFlakiness'][];
      /** @description The 10 slowest steps by median duration of their passed run steps in the window. */
      slowest_steps: components['schemas']['SlowStep'][];
    };
    Issue: {
      test_case_id: number;
      title: string;
      /** Format: date-time */
      execution_start_date: string | null;
      failed_count: number;
      failed_steps: {
        test_case_step_id: number;
        step: string;
        /** Format: date-time */
        updated_at: string;
        /** @description The step's failures counted by the failure class of their run. */
        classes: {
          app_bug: number;
          broken_test: number;
          flaky: number;
          infrastructure: number;
          unclassified: number;
        };
      }[];
    };
    IssueDetail: {
      test_case_id: number;
      test_case_step_id: number;
      title: string;
      step: string;
      /** @enum {string} */
      status: 'Unresolved' | 'Ignored';
      /** @description The step's failures, newest first. */
      occurrences: {
        run_id: number;
        environment_label: string;
        message: string;
        /** Format: date-time */
        occurred_at: string;
        failure_class: components['schemas']['FailureClass'] | null;
        /** @description A person set the class. */
        class_corrected: boolean;
      }[];
    };
    Page: {
      page: number;
      limit: number;
      total: number;
      /** @description Present and true when counting stopped at `total`: at least that many match. A list of runs counts no further than 8 pages past the page asked for, and no more than 200 runs past it. */
      total_capped?: boolean;
    };
    Onboarding: {
      /** @description Steps done in order: 1 project, 2 config, 3 add tests. */
      completed: number;
    };
    ImportFailure: {
      file: string;
      line: number | null;
      reason: string;
    };
    EnvironmentWithProject: {
      id: number;
      label: string;
      url: string;
      project_id: number;
      project_name: string;
    };
    /**
     * @description The config templates of spec §9: username + password; with two-factor (a TOTP secret); a generated unique email + password.
     * @enum {string}
     */
    CredentialType: 'password' | 'password_totp' | 'generated_email';
    TotpCode: {
      /** @description The current 6-digit code. */
      code: string;
      /** @description Seconds until the code changes. */
      expires_in: number;
    };
    InboxMessage: {
      id: number;
      to: string;
      from: string;
      subject: string;
      text: string;
      /** Format: date-time */
      received_at: string;
    };
    ApiKey: {
      id: number;
      name: string;
      /** @description The first characters of the key */
      prefix: string;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      last_used_at: string | null;
    };
    NewApiKey: components['schemas']['ApiKey'] & {
      /** @description The whole key */
      key: string;
    };
    OrganizationDetails: {
      id: number;
      name: string;
      /** @enum {string} */
      plan: 'starter' | 'pro' | 'enterprise';
      logo_url: string | null;
      usage: {
        test_cases: number;
        /** @description null when unlimited. */
        test_case_limit: number | null;
      };
    };
    Plan: {
      /** @enum {string} */
      id: 'starter' | 'pro' | 'enterprise';
      name: string;
      price: string;
      period: string | null;
      features: string[];
      popular: boolean;
    };
    Profile: {
      id: number;
      full_name: string;
      email: string;
      company_name: string;
      photo_url: string | null;
    };
    /**
     * @description slack: failed suites and flaky tests posted through an incoming webhook; webhook: the same events POSTed as signed JSON to a URL of yours; github, gitlab: a commit status (context/name `testpilot`) for suites run for a commit; jira: issues created from TestPilot issues.
     * @enum {string}
     */
    IntegrationKind: 'slack' | 'webhook' | 'github' | 'gitlab' | 'jira';
    /** @description The integration's settings that may be shown; which keys are set depends on the kind. */
    IntegrationConfig: {
      /** @description webhook: where events are POSTed. */
      url?: string;
      /** @description github: owner/name. */
      repository?: string;
      /** @description gitlab: the project id or its path (group/name). */
      project?: string;
      /** @description github: the API base URL (https://api.github.com); gitlab: the instance URL (https://gitlab.com). */
      base_url?: string;
      /** @description jira: the site, such as https://acme.atlassian.net. */
      site_url?: string;
      /** @description jira: the account the API token belongs to. */
      email?: string;
      /** @description jira: the project issues are created in, such as SHOP. */
      project_key?: string;
      /** @description jira: the type of created issues (Bug). */
      issue_type?: string;
    };
    /** @description The latest message sent to an integration and how it went. */
    IntegrationDelivery: {
      /** @description suite.failed, test.flaky, status.<suite status or running>, or test (Send a test message). */
      event: string;
      /** @enum {string} */
      status: 'pending' | 'retrying' | 'delivered' | 'failed';
      attempts: number;
      /** @description What the service answered */
      message: string;
      /** Format: date-time */
      at: string;
    };
    Integration: {
      kind: components['schemas']['IntegrationKind'];
      config: components['schemas']['IntegrationConfig'];
      /** @description The secret is stored (encrypted) and never answered. */
      has_secret: boolean;
      /** @description The secret's last 4 characters, when it is long enough for that to give nothing away. */
      secret_hint: string | null;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
      last_delivery: components['schemas']['IntegrationDelivery'] | null;
    };
    /** @description The fields of one kind; others are refused. slack: secret (the incoming-webhook URL). webhook: url, secret (the signing secret, 16 characters or more). github: repository, secret (a token that may write commit statuses), base_url. gitlab: project, secret (a token with the api scope), base_url. jira: site_url, email, project_key, issue_type, secret (an API token). The secret may be left out when updating: the stored one is kept. */
    IntegrationInput: {
      url?: string;
      repository?: string;
      project?: string;
      base_url?: string;
      site_url?: string;
      email?: string;
      project_key?: string;
      issue_type?: string;
      secret?: string;
    };
    IntegrationTestResult: {
      /** @description Whether the service took the message (or, where it shows none, the token). */
      accepted: boolean;
      /** @description The service's HTTP status; null when it could not be reached. */
      status: number | null;
      /** @description What the service said. */
      message: string;
    };
    JiraIssueLink: {
      key: string;
      url: string;
      /** Format: date-time */
      created_at: string;
    };
    JiraIssueState: {
      /** @description Whether the issue's project has Jira connected. */
      connected: boolean;
      issue: components['schemas']['JiraIssueLink'] | null;
    };
  };
  responses: {
    /** @description No such resource in the caller's organization. */
    NotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description Refused, e.g. by the plan's limits. */
    Forbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The request is malformed or a field is invalid; the message names the field. */
    BadRequest: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description Missing, unknown or expired credentials. */
    Unauthorized: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description Too many attempts; try again later. */
    TooManyRequests: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
  };
  parameters: {
    /** @description Which page, from 1. */
    PageQuery: number;
    /** @description How many items a page holds. */
    ListLimitQuery: number;
    /** @description Only items whose name contains these words, in any case. */
    SearchQuery: string;
    /** @description The project; defaults to the caller's current project. */
    ProjectIdQuery: components['schemas']['Id'];
    ProjectIdPath: components['schemas']['Id'];
  };
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getHealth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The server and its database answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            /** @constant */
            status: 'ok';
            /** @enum {string} */
            database: 'pglite' | 'postgres';
          };
        };
      };
    };
  };
  signup: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          full_name: string;
          company_name: string;
          email: components['schemas']['Email'];
          password: components['schemas']['NewPassword'];
          contact_number?: string;
        };
      };
    };
    responses: {
      /** @description Account created; the verification email is on its way. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SuccessDataMessage'];
        };
      };
      400: components['responses']['BadRequest'];
      /** @description An account with this email already exists. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      429: components['responses']['TooManyRequests'];
    };
  };
  verifyEmail: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
        };
      };
    };
    responses: {
      /** @description The account is active. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SuccessMessage'];
        };
      };
      400: components['responses']['BadRequest'];
      429: components['responses']['TooManyRequests'];
    };
  };
  activate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: components['schemas']['Email'];
          activation_key: string;
          remember?: boolean;
        };
      };
    };
    responses: {
      /** @description Activated and signed in, exactly as `signin` answers. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SigninResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      429: components['responses']['TooManyRequests'];
    };
  };
  resendVerification: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: components['schemas']['Email'];
        };
      };
    };
    responses: {
      /** @description If an unverified account has this email, a new message was sent. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SuccessMessage'];
        };
      };
      400: components['responses']['BadRequest'];
      429: components['responses']['TooManyRequests'];
    };
  };
  signin: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          password: string;
          /** @description 'Keep me logged in': the session lasts 30 days instead of 12 hours of inactivity. */
          remember?: boolean;
        };
      };
    };
    responses: {
      /** @description Signed in. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SigninResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      /** @description The password is right but the account is not verified; `data.activation_required` is true. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      429: components['responses']['TooManyRequests'];
    };
  };
  forgotPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: components['schemas']['Email'];
        };
      };
    };
    responses: {
      /** @description If an account has this email, a reset link was sent. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SuccessMessage'];
        };
      };
      400: components['responses']['BadRequest'];
      429: components['responses']['TooManyRequests'];
    };
  };
  resetPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          new_password: components['schemas']['NewPassword'];
          confirm_password: string;
          token: string;
        };
      };
    };
    responses: {
      /** @description The password is changed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SuccessMessage'];
        };
      };
      400: components['responses']['BadRequest'];
      429: components['responses']['TooManyRequests'];
    };
  };
  signout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Signed out. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SuccessMessage'];
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
  getMe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The user and organization. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              user: components['schemas']['User'];
              organization: components['schemas']['Organization'];
              has_project: boolean;
              current_project_id: number | null;
              onboarding: components['schemas']['Onboarding'];
            };
          };
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
  listProjects: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: components['schemas']['ProjectSummary'][];
          };
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
  createProject: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          environments: components['schemas']['EnvironmentInput'][];
          extra_urls?: string[];
        };
      };
    };
    responses: {
      /** @description Done. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            message: string;
            data: components['schemas']['Project'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  getProject: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        projectId: components['parameters']['ProjectIdPath'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: components['schemas']['Project'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  deleteProject: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        projectId: components['parameters']['ProjectIdPath'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description The 4-digit code from the email. */
          code: string;
        };
      };
    };
    responses: {
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SuccessMessage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  updateProject: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        projectId: components['parameters']['ProjectIdPath'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: string;
          step_timeout_ms?: number;
          run_timeout_ms?: number;
          retries?: number;
          flaky_threshold?: number;
          trace_policy?: components['schemas']['TracePolicy'];
          screenshot_policy?: components['schemas']['ScreenshotPolicy'];
        };
      };
    };
    responses: {
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            message: string;
            data: components['schemas']['Project'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  requestProjectDeletion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        projectId: components['parameters']['ProjectIdPath'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            message: string;
            data: {
              /** Format: date-time */
              expires_at: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  selectProject: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          project_id: components['schemas']['Id'];
        };
      };
    };
    responses: {
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: components['schemas']['ProjectSummary'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  listEnvironments: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        projectId: components['parameters']['ProjectIdPath'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: components['schemas']['Environment'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  addEnvironment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        projectId: components['parameters']['ProjectIdPath'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EnvironmentInput'];
      };
    };
    responses: {
      /** @description Done. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            message: string;
            data: components['schemas']['Environment'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  listCredentials: {
    parameters: {
      query?: {
        /** @description The project; defaults to the caller's current project. */
        project_id?: components['parameters']['ProjectIdQuery'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: components['schemas']['Credential'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  createCredentials: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          credential: {
            env_id: components['schemas']['Id'];
            type?: components['schemas']['CredentialType'];
            /** @description Required, except for generated_email, whose address the server makes. */
            username?: string;
            password: string;
            /** @description The base32 secret of a password_totp account (required for that type). */
            totp_secret?: string;
          }[];
        };
      };
    };
    responses: {
      /** @description Done. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            message: string;
            data: components['schemas']['Credential'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  deleteCredential: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SuccessMessage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  listTestCases: {
    parameters: {
      query?: {
        /** @description The project; defaults to the caller's current project. */
        project_id?: components['parameters']['ProjectIdQuery'];
        /** @description Which page, from 1. */
        page?: components['parameters']['PageQuery'];
        /** @description How many items a page holds. */
        limit?: components['parameters']['ListLimitQuery'];
        /** @description Only items whose name contains these words, in any case. */
        search?: components['parameters']['SearchQuery'];
        /** @description Only test cases whose latest result is this one. */
        status?: components['schemas']['RunResult'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done. `meta.total` counts the test cases that match, on every page. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            meta: components['schemas']['Page'];
            data: components['schemas']['TestCase'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  createTestCase: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TestCaseInput'];
      };
    };
    responses: {
      /** @description Done. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            message: string;
            data: components['schemas']['TestCase'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  importTestCases: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** @description The environment the imported test cases run against. */
          environment_id?: string;
          /** Format: binary */
          file?: string;
        };
      };
    };
    responses: {
      /** @description Done. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            message: string;
            data: components['schemas']['TestCase'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getTestCase: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: components['schemas']['TestCase'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  deleteTestCase: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SuccessMessage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  updateTestCase: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TestCasePatch'];
      };
    };
    responses: {
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            message: string;
            data: components['schemas']['TestCase'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  readSteps: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['StepReadInput'];
      };
    };
    responses: {
      /** @description Done, one reading per line in the order given. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: components['schemas']['StepReading'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  listAttachments: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: components['schemas']['Attachment'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  addAttachment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** Format: binary */
          file?: string;
        };
      };
    };
    responses: {
      /** @description Done. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            message: string;
            data: components['schemas']['Attachment'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  deleteAttachment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['schemas']['Id'];
        attachmentId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SuccessMessage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  getDashboard: {
    parameters: {
      query?: {
        /** @description The project; defaults to the caller's current project. */
        project_id?: components['parameters']['ProjectIdQuery'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: components['schemas']['Dashboard'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  listResults: {
    parameters: {
      query?: {
        /** @description The project; defaults to the caller's current project. */
        project_id?: components['parameters']['ProjectIdQuery'];
        /** @description Which page, from 1. */
        page?: components['parameters']['PageQuery'];
        /** @description How many items a page holds. */
        limit?: components['parameters']['ListLimitQuery'];
        /** @description Only runs whose test case or environment contains these words, in any case, or the run '#id'. */
        search?: string;
        result?: 'Passed' | 'Failed' | 'Flaky' | 'Stopped' | 'In Progress';
        failure_class?: components['schemas']['FailureClass'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done. `meta.total` counts the runs that match, on every page, up to 8 pages (at most 200 runs) past this page. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            meta: components['schemas']['Page'];
            data: components['schemas']['RunSummary'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  createRuns: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RunInput'];
      };
    };
    responses: {
      /** @description Queued. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            message: string;
            suite: components['schemas']['Suite'];
            data: components['schemas']['RunSummary'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  stopAllRuns: {
    parameters: {
      query?: {
        /** @description The project; defaults to the caller's current project. */
        project_id?: components['parameters']['ProjectIdQuery'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Asked to stop; `data.stopped` counts the runs asked. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            message: string;
            data: {
              stopped: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  getRun: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: components['schemas']['RunDetail'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  streamRunEvents: {
    parameters: {
      query?: never;
      header?: {
        /** @description The id of the last event the client received. */
        'Last-Event-ID'?: string;
      };
      path: {
        id: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The event stream. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/event-stream': string;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  stopRun: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Asked to stop (a run that had ended is answered as it is). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            message: string;
            data: components['schemas']['RunSummary'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  rerunRun: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Queued. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            message: string;
            data: components['schemas']['RunSummary'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  getRunArtifact: {
    parameters: {
      query: {
        expires: number;
        signature: string;
      };
      header?: never;
      path: {
        id: components['schemas']['Id'];
        artifactId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/jpeg': string;
          'application/zip': string;
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  setRunClass: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          failure_class: components['schemas']['FailureClass'];
        };
      };
    };
    responses: {
      /** @description Corrected. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            message: string;
            data: components['schemas']['RunDetail'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  getSuite: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: components['schemas']['Suite'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  getModelStatus: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: components['schemas']['ModelStatus'];
          };
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
  listGenerations: {
    parameters: {
      query?: {
        /** @description The project; defaults to the caller's current project. */
        project_id?: components['parameters']['ProjectIdQuery'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: components['schemas']['Generation'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  createGeneration: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GenerationInput'];
      };
    };
    responses: {
      /** @description Queued; follow it with GET /generations/{id}. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            message: string;
            data: components['schemas']['Generation'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  getGeneration: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: components['schemas']['Generation'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  keepProposals: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          test_case_ids: components['schemas']['Id'][];
        };
      };
    };
    responses: {
      /** @description Kept. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            message: string;
            data: components['schemas']['Generation'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  listFlakiness: {
    parameters: {
      query?: {
        /** @description The project; defaults to the caller's current project. */
        project_id?: components['parameters']['ProjectIdQuery'];
        /** @description Which page, from 1. */
        page?: components['parameters']['PageQuery'];
        /** @description How many items a page holds. */
        limit?: components['parameters']['ListLimitQuery'];
        /** @description Only the tests quarantined (true) or only those not (false); every test when absent. */
        quarantined?: boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done. `meta.total` counts the tests that match, on every page. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            meta: components['schemas']['Page'];
            data: {
              /** @description The project's quarantine threshold. */
              threshold: number;
              tests: components['schemas']['TestFlakiness'][];
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  getInsights: {
    parameters: {
      query?: {
        /** @description The project; defaults to the caller's current project. */
        project_id?: components['parameters']['ProjectIdQuery'];
        /** @description The window in days, today included. */
        days?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: components['schemas']['Insights'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  listSchedules: {
    parameters: {
      query?: {
        /** @description The project; defaults to the caller's current project. */
        project_id?: components['parameters']['ProjectIdQuery'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: components['schemas']['Schedule'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  createSchedule: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          project_id?: components['schemas']['Id'];
          name: string;
          cron: components['schemas']['ScheduleCron'];
          timezone: components['schemas']['ScheduleTimezone'];
          environment_id?: components['schemas']['ScheduleEnvironment'];
          test_case_ids?: components['schemas']['ScheduleTestCaseIds'];
          /**
           * @description Run every test case of the project that is not paused when it fires.
           * @constant
           */
          all?: true;
          /** @description Whether it fires (a new schedule does unless told). */
          enabled?: boolean;
        };
      };
    };
    responses: {
      /** @description Created, and given to the queue's cron when enabled. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            message: string;
            data: components['schemas']['Schedule'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      /** @description This server runs without the run queue, which schedules fire from. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  previewSchedule: {
    parameters: {
      query: {
        cron: string;
        timezone: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: components['schemas']['SchedulePreview'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  deleteSchedule: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SuccessMessage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      /** @description This server runs without the run queue, which schedules fire from. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updateSchedule: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: string;
          cron?: components['schemas']['ScheduleCron'];
          timezone?: components['schemas']['ScheduleTimezone'];
          environment_id?: components['schemas']['ScheduleEnvironment'];
          test_case_ids?: components['schemas']['ScheduleTestCaseIds'];
          /**
           * @description Run every test case of the project that is not paused when it fires.
           * @constant
           */
          all?: true;
          /** @description Whether it fires (a new schedule does unless told). */
          enabled?: boolean;
        };
      };
    };
    responses: {
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            message: string;
            data: components['schemas']['Schedule'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      /** @description This server runs without the run queue, which schedules fire from. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getLatestRun: {
    parameters: {
      query?: {
        /** @description The project; defaults to the caller's current project. */
        project_id?: components['parameters']['ProjectIdQuery'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: components['schemas']['RunSummary'] | null;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  listIssues: {
    parameters: {
      query?: {
        /** @description The project; defaults to the caller's current project. */
        project_id?: components['parameters']['ProjectIdQuery'];
        page?: number;
        limit?: number;
        /** @description Only failures of runs of this class (unclassified for runs without one). */
        failure_class?: 'app_bug' | 'broken_test' | 'flaky' | 'infrastructure' | 'unclassified';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            meta: components['schemas']['Page'];
            data: components['schemas']['Issue'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  getIssue: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        test_case_id: components['schemas']['Id'];
        test_case_step_id: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: components['schemas']['IssueDetail'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  updateIssue: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        test_case_id: components['schemas']['Id'];
        test_case_step_id: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          status: 'Unresolved' | 'Ignored';
        };
      };
    };
    responses: {
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: components['schemas']['IssueDetail'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  getJiraIssue: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        test_case_id: components['schemas']['Id'];
        test_case_step_id: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: components['schemas']['JiraIssueState'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  createJiraIssue: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        test_case_id: components['schemas']['Id'];
        test_case_step_id: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Created in Jira. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            message: string;
            data: components['schemas']['JiraIssueLink'];
          };
        };
      };
      /** @description Jira is not connected, the issue has no failure yet, or Jira refused the issue (its words). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      /** @description A Jira issue was created from this issue already. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Jira could not be reached or failed. */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  completeOnboardingStep: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          step: 'config' | 'tests';
        };
      };
    };
    responses: {
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: components['schemas']['Onboarding'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  listOrganizationEnvironments: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: components['schemas']['EnvironmentWithProject'][];
          };
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
  deleteEnvironment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description The 4-digit code from the email. */
          code: string;
        };
      };
    };
    responses: {
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SuccessMessage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  updateEnvironment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          label?: string;
          url?: components['schemas']['HttpUrl'];
        };
      };
    };
    responses: {
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            message: string;
            data: components['schemas']['Environment'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  requestEnvironmentDeletion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            message: string;
            data: {
              /** Format: date-time */
              expires_at: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getCredentialTotp: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: components['schemas']['TotpCode'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  listInbox: {
    parameters: {
      query?: {
        /** @description The project; defaults to the caller's current project. */
        project_id?: components['parameters']['ProjectIdQuery'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            message: string;
            data: components['schemas']['InboxMessage'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  listApiKeys: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: components['schemas']['ApiKey'][];
          };
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
  createApiKey: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
        };
      };
    };
    responses: {
      /** @description Done. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            message: string;
            data: components['schemas']['NewApiKey'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      /** @description The organization holds 20 working keys, the most it may; revoke one first. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  revokeApiKey: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SuccessMessage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  listIntegrations: {
    parameters: {
      query?: {
        /** @description The project; defaults to the caller's current project. */
        project_id?: components['parameters']['ProjectIdQuery'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: components['schemas']['Integration'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  saveIntegration: {
    parameters: {
      query?: {
        /** @description The project; defaults to the caller's current project. */
        project_id?: components['parameters']['ProjectIdQuery'];
      };
      header?: never;
      path: {
        kind: components['schemas']['IntegrationKind'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['IntegrationInput'];
      };
    };
    responses: {
      /** @description Saved. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            message: string;
            data: components['schemas']['Integration'];
          };
        };
      };
      /** @description Connected. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            message: string;
            data: components['schemas']['Integration'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  deleteIntegration: {
    parameters: {
      query?: {
        /** @description The project; defaults to the caller's current project. */
        project_id?: components['parameters']['ProjectIdQuery'];
      };
      header?: never;
      path: {
        kind: components['schemas']['IntegrationKind'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SuccessMessage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  testIntegration: {
    parameters: {
      query?: {
        /** @description The project; defaults to the caller's current project. */
        project_id?: components['parameters']['ProjectIdQuery'];
      };
      header?: never;
      path: {
        kind: components['schemas']['IntegrationKind'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Sent; `accepted` says how the service took it. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            message: string;
            data: components['schemas']['IntegrationTestResult'];
          };
        };
      };
      /** @description Not connected, or the address may not be reached from this server. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  getOrganization: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: components['schemas']['OrganizationDetails'];
          };
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
  updateOrganization: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
        };
      };
    };
    responses: {
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            message: string;
            data: components['schemas']['OrganizationDetails'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  uploadOrganizationLogo: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** Format: binary */
          file?: string;
        };
      };
    };
    responses: {
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            message: string;
            data: components['schemas']['OrganizationDetails'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  removeOrganizationLogo: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            message: string;
            data: components['schemas']['OrganizationDetails'];
          };
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
  listPlans: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: components['schemas']['Plan'][];
          };
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
  getProfile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: components['schemas']['Profile'];
          };
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
  updateProfile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          full_name: string;
        };
      };
    };
    responses: {
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            message: string;
            data: components['schemas']['Profile'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  uploadProfilePhoto: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** Format: binary */
          file?: string;
        };
      };
    };
    responses: {
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            message: string;
            data: components['schemas']['Profile'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  removeProfilePhoto: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            message: string;
            data: components['schemas']['Profile'];
          };
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
  changePassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          current_password: string;
          new_password: components['schemas']['NewPassword'];
          confirm_password: string;
        };
      };
    };
    responses: {
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SuccessMessage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      429: components['responses']['TooManyRequests'];
    };
  };
  signOutEverywhere: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SuccessMessage'];
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
  getFile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        name: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The image. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/png': string;
          'image/jpeg': string;
          'image/svg+xml': string;
        };
      };
      404: components['responses']['NotFound'];
    };
  };
}
