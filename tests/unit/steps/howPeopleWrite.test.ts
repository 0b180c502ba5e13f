import { readsAs } from './helpers.ts';

// How people outside the project write steps: tenses, pairs of fields and values, shortened words, two checks joined
// by "and". Each rule is tried on wordings it was not written from.

readsAs('a state brought about, or being brought about, is the step that brings it about', [
  ['Given the shopper has already ticked "Gift wrap"', 'Check the checkbox “Gift wrap”'],
  ["Given I've opened the Settings tab", 'Click the tab “Settings”'],
  ['When we are typing "abc" into Search', 'Type “abc” into the field “Search”'],
  ['Then I have 2 items in my basket', 'Check that there are 2 items in the section “basket”'],
  ['Given I want to log in', /^not understood: "want" is not a step I know/],
]);

readsAs('fields and their values, listed', [
  ['* Phone: 555 0100', 'Type “555 0100” into the field “Phone”'],
  [
    'Enter city: Oslo and zip code: 0150',
    'Type “Oslo” into the field “city”, then type “0150” into the field “zip code”',
  ],
  ['The customer supplies email "a@b.co"', 'Type “a@b.co” into the field “email”'],
  ['Note: the form is long', /^not understood/],
  ['Then Subject: Hello there', 'Check that the field “Subject” contains “Hello there”'],
]);

readsAs('shortened words and a person’s own fields', [
  ['Tap the Save btn', 'Click the button “Save”'],
  ['The error msg "Required" is shown', 'Check that the page shows “Required”'],
  ['Type "Ann" into the customer\'s first name', 'Type “Ann” into the field “first name”'],
]);

readsAs('two states joined by "and", sharing their subject', [
  [
    'The Next button should be visible and enabled',
    'Check that the button “Next” is visible, then check that the button “Next” is enabled',
  ],
  ['Then the popup is closed and gone', 'Check that the dialog is hidden, then check that the dialog is hidden'],
  ['Tap Save and the modal is closed', 'Click “Save”, then check that the dialog is hidden'],
]);

readsAs('how many there should be, however it is said', [
  ['Then the user should get 4 orders in the table', 'Check that there are 4 items in the table'],
  ['And I should find 2 links in the footer', 'Check that there are 2 links in the footer'],
]);

readsAs('a message or a title by what it is, and where it shows', [
  ['Then notification "Order placed"', 'Check that the page shows “Order placed”'],
  ['The label Total due is displayed', 'Check that the page shows “Total due”'],
  ['The error message "Try again" should appear on the page', 'Check that the page shows “Try again”'],
  ['The browser tab\'s title should be "Inbox"', 'Check that the page title is “Inbox”'],
  ['Only the Express radio button is selected', 'Check that the radio button “Express” is checked'],
]);

readsAs('what no one element or value is', [
  ['Tap on button', /^not understood: “the button” names no button in particular/],
  ['Click 10 or 20', /^not understood: “10 or 20” names either of two things/],
  ['Click the top of the page', /^not understood: “top of the page” describes where it is/],
  ['Every card shows "Free shipping"', /^not understood: “Every card” asks for a check of each one/],
  ['Then the shipping information should be visible', /^not understood: “shipping information” describes what to see/],
  ['I see the tracking number', /^not understood: “tracking number” describes what to see/],
  [
    'The Country dropdown is shown with all countries listed',
    /^not understood: “shown with all countries listed” is a state/,
  ],
  ['Type "a" and "b"', /^not understood: Type needs a field/],
]);

readsAs('values, fields and places said in other orders', [
  ['Choose colour as "Red"', 'Select “Red” in the dropdown “colour”'],
  ['Type "Oslo" in city box', 'Type “Oslo” into the field “city”'],
  ['Given the customer goes to the index page', 'Go to {{env.url}}'],
  ['Then I should be on the Terms of Use page', "Check that the page's path has “terms-of-use”"],
  ['Enter my "email" and "password"', 'Type the username and password of the test account, without signing in yet'],
  [
    'Their todo list shows Tea, Milk, Bread',
    'Check that the list “todo” shows “Tea”, then check that the list “todo” shows “Milk”, then check that the list “todo” shows “Bread”',
  ],
]);

readsAs('signing in, being signed in, and where one lands, in other words', [
  [
    'Given the admin should perform the sign in with "root" and "toor"',
    'Sign in as “root” with the password the step gives',
  ],
  ['Then the visitor is unauthenticated', 'Check that no one is signed in'],
  ['Then we are no longer signed in', 'Check that no one is signed in'],
  ['Then the shopper redirects to the cart page', "Check that the page's path has “cart”"],
]);

readsAs('messages had, presented, or about something', [
  ['Then the member is presented with an error msg', 'Check that an error message is shown'],
  ['Then I should receive a confirmation message for the order', 'Check that a success message is shown'],
  ['A warning notification about storage appears', 'Check that a warning message is shown'],
]);

readsAs('what is in a basket, by the keyword', [
  ['Given the shopper has "Mug" in the basket', 'Click “Add to basket” next to “Mug”'],
  ['Then the customer should have "Mug" in the basket', 'Check that the section “basket” shows “Mug”'],
  ['I see "Mug" in the order summary', 'Check that the section “order summary” shows “Mug”'],
]);

readsAs('a choice named by its words, and pages viewed', [
  ['When the student selects Evening', 'Click “Evening”'],
  ['Pick the Premium plan', 'Click “Premium”'],
  ['Select the colour', /^not understood: Select needs a dropdown/],
  ['Then choose the radiobutton "Yes"', 'Click the radio button “Yes”'],
  ['When I view my basket', 'Open the page “basket” (its link, or /basket)'],
  ['Given we can view the pricing page', 'Open the page “pricing” (its link, or /pricing)'],
]);

readsAs('empty, existing, searched, uploaded', [
  ['Then the wishlist should be empty', 'Check that there are no items in the section “wishlist”'],
  ['I should see an empty basket', 'Check that there are no items in the section “basket”'],
  ['Then 4 orders are listed', 'Check that there are 4 items, or that the page shows “4 orders”'],
  ['Do a product search for "lamp"', 'Search for “lamp”'],
  ['Given the member already opened the Billing tab', 'Click the tab “Billing”'],
  ['And the user uploads the file "report.csv"', "Upload “report.csv” to the page's file field"],
  ['Upload the file from this path "C:\\\\docs\\\\cv.pdf"', "Upload “cv.pdf” to the page's file field"],
]);

readsAs('checks as the test libraries say them', [
  ['Expect the heading to contain "Orders"', 'Check that the heading “Orders” is visible'],
  ['Then expect the Next button not to be enabled', 'Check that the button “Next” is disabled'],
  ['Expect the page title to equal "Cart"', 'Check that the page title is “Cart”'],
]);

readsAs('selectors copied from the page', [
  ['When I click on the button with id "checkout"', 'Click the element “[id="checkout"]”'],
  ['Type "x" into the input with name "q"', 'Type “x” into the element “[name="q"]”'],
  ['The ".alert-danger" element is visible', 'Check that the element “.alert-danger” is visible'],
  ['Click the element with test id "save"', 'Click the element “[data-testid="save"]”'],
  ['I see ".5 kg"', 'Check that the page shows “.5 kg”'],
  ['I see "/login"', 'Check that the page shows “/login”'],
]);

readsAs('where things are, what the app shows, and files chosen', [
  ['Click the Delete link from the settings page', 'Click the link “Delete”'],
  ['Then the app should show "Order confirmed"', 'Check that the page shows “Order confirmed”'],
  ['The website displays an error banner', 'Check that an error message is shown'],
  ['Then the popup window should not be visible', 'Check that the dialog is hidden'],
  ['Then I should be on our pricing page', "Check that the page's path has “pricing”"],
  ['Select the file "photo.png"', "Upload “photo.png” to the page's file field"],
  ["Go to 'Orders' page", 'Open the page “Orders” (its link, or /orders)'],
  ['Navigate to https://example.org/shop page', 'Go to https://example.org/shop'],
  ['Enter the stored password in the Password field', 'Type “{{account.password}}” into the field “Password”'],
  ['Then a warning message of quota is displayed', 'Check that a warning message is shown'],
  ['Then the customer is able to sign in to the store', 'Check that someone is signed in'],
]);

readsAs('titles, messages by kind, menus and addresses in other words', [
  ['Validate the checkout page title as "Checkout"', 'Check that the page title is “Checkout”'],
  ['Then the app title should be "Shop"', 'Check that the page title is “Shop”'],
  ['Then I should see a wrong password message', 'Check that an error message is shown'],
  ['Warning "Disk almost full"', 'Check that the page shows “Disk almost full”'],
  ['Search for the "lamp"', 'Search for “lamp”'],
  ['Click "Reports" in the menu bar', 'Click “Reports” in the navigation'],
  ['Choose country "Norway"', 'Select “Norway” in the dropdown “country”'],
  ['Open the docs site "https://docs.example.com/start"', 'Go to https://docs.example.com/start'],
]);

readsAs('a role word named by another', [
  ['The radio option is selected', 'Check that the radio button is checked'],
  ['Click the dropdown menu item', 'Click the menu item “dropdown”'],
  ['Type "Ann" into the name field', 'Type “Ann” into the field “name”'],
]);

readsAs('an order the page shows', [
  ['Then the books should be sorted by title, Z to A', 'Check that the entries are in descending order of “title”'],
  [
    'Verify the grid is ordered by Date ascending',
    'Check that the entries of the table are in ascending order of “Date”',
  ],
  ['The city names are in alphabetical order', 'Check that the entries are in ascending order of “name”'],
  ['the Amount column is sorted from lowest to highest', 'Check that the entries are in ascending order of “Amount”'],
  ['Orders are sorted by total', 'Check that the entries are in order of “total”'],
  ['The orders are displayed', /^Check that “orders” is visible/],
]);

readsAs('how many, said by what they are', [
  ['Verify 7 invoices are shown', 'Check that there are 7 items, or that the page shows “7 invoices”'],
  ['Then I should see 2 messages', 'Check that there are 2 items, or that the page shows “2 messages”'],
  ['Confirm 4 users in the table', 'Check that there are 4 items in the table'],
  ['Then I should see 3 items left', 'Check that the page shows “3 items left”'],
]);

readsAs('what no longer is, and what does not appear', [
  ['Verify "Draft" no longer appears', 'Check that the page does not show “Draft”'],
  ['"Saved" should not appear', 'Check that the page does not show “Saved”'],
  ['the table no longer contains "Bob"', 'Check that the table does not show “Bob”'],
]);

readsAs('tabs closed, role words quoted with the name, and steps joined by commas', [
  ['When he closes the child window', 'Close this tab and go back to the one before it'],
  ['Press the "Place order button"', 'Click the button “Place order”'],
  ['Tap the "Privacy link"', 'Click the link “Privacy”'],
  ['She enters her surname as "Lee"', 'Type “Lee” into the field “surname”'],
  ['Open the basket, click "Pay"', 'Open the page “basket” (its link, or /basket), then click “Pay”'],
  ['Click "Yes, delete"', 'Click “Yes, delete”'],
  ['Ensure the gift box is unchecked (if it is checked, click it to uncheck)', 'Uncheck the field “gift”'],
  ['Make sure the newsletter checkbox is ticked (if not, tick it)', 'Check the checkbox “newsletter”'],
  ['Ensure the total is "$5" (if the cart was emptied)', 'Check that the field “total” has the value “$5”'],
  ['Open the cart (e.g. from the header), then click "Pay"', /^not understood/],
]);

readsAs("the app's own verbs", [
  ['When the clerk approves the refund', 'Click “Approve refund”'],
  ['Archive the ticket "Printer jam"', 'Click “Archive” next to “Printer jam”'],
  ['Then she publishes the draft', 'Click “Publish draft”'],
  ['Reserve a table for two and pay', /^not understood/],
  ['Create five invoices', /^not understood/],
  ['Send it off now', /^not understood/],
  ['Add an item "Eggs" to the list', 'Add “Eggs” as a new item'],
  ['Add "Call mum" as a reminder', 'Add “Call mum” as a new reminder'],
]);

readsAs('pages seen, lists that say how many, values in brackets or backticks, and names after a role word', [
  ['Then I should see the "Checkout" page displayed', "Check that the page's path has “checkout”"],
  ['Given I am on the invoices index page', 'Open the page “invoices” (its link, or /invoices)'],
  ['And no JavaScript errors occur', 'Check that the console shows no errors'],
  ['Then the basket shows 2 products', 'Check that there are 2 items in the section “basket”'],
  ['Then there are only 4 rows in the table', 'Check that there are 4 rows in the table'],
  ['Type your phone number (5550100) into the Phone field', 'Type “5550100” into the field “Phone”'],
  ['Enter ``secret`` into the Password field', 'Type “secret” into the field “Password”'],
  ['Press the button labelled Continue', 'Click the button “Continue”'],
  ['The top heading is visible', 'Check that the first heading is visible'],
]);

readsAs('launching the app, finding and focusing, logging out of it, and fields listed with "as"', [
  ['Given the shopper launches the web app', 'Go to {{env.url}}'],
  ['Then the customer should sign in', 'Check that someone is signed in'],
  ['Locate the "Forgot password" link', 'Check that the link “Forgot password” is visible'],
  ['Set focus on the Search field', 'Put the cursor in the field “search”'],
  ['Sign out of the portal', 'Log out'],
  ['The page should have the title "Invoices"', 'Check that the page title is “Invoices”'],
  ['Type "Phone" as "5550100"', 'Type “5550100” into the field “Phone”'],
  [
    'City as "Oslo" and Country as "Norway"',
    'Type “Oslo” into the field “City”, then type “Norway” into the field “Country”',
  ],
  ['Login as "admin"', 'Sign in as “admin”'],
  ['Given I am logged in as "ann"', 'Sign in as “ann”'],
]);

readsAs('what to fill described, lists after "the following", and a second step inside a name', [
  ['Enter valid details for a new customer named "Ann"', /describes what to fill rather than naming a field/],
  [
    'Then I see the following columns: Name | Email | Role',
    'Check that the page shows “Name”, then check that the page shows “Email”, then check that the page shows “Role”',
  ],
  ['I see 20 rows per page', 'Check that the page shows “20 rows per page”'],
  ['Click approve and add comment', /holds a second step/],
  ['Click submit and close window', 'Click “submit”, then close this tab and go back to the one before it'],
  ['Click the Save and continue editing button', 'Click the button “Save and continue editing”'],
]);

readsAs('filters by a value, and what is shown again', [
  ['Filter by category "Books"', 'Select “Books” in the dropdown “category”'],
  ['Filter the results by "In stock"', 'Click “In stock”'],
  ['Then the order "A-12" is back in the table', 'Check that the table shows “A-12”'],
  ['And the banner "Saved" reappears', 'Check that the page shows “Saved”'],
]);

readsAs("a table's columns", [
  [
    'Then the orders table has the columns Date, Total, Status',
    'Check that the table “orders” shows “Date”, then check that the table “orders” shows “Total”, then check that the table “orders” shows “Status”',
  ],
  [
    'The column headers should be "SKU" and "Price"',
    'Check that the table shows “SKU”, then check that the table shows “Price”',
  ],
]);

readsAs('what is in the cart, items added, forms submitted, and messages described', [
  ['Then "Blue Mug" item is now in my basket', 'Check that the section “basket” shows “Blue Mug”'],
  ['Add to cart the second product', 'Click “Add to cart” in the second section'],
  ['Trigger the "Export" button', 'Click the button “Export”'],
  ['When she submits the application', 'Submit the form'],
  ['I submit the "Feedback" form', 'Submit the form'],
  ['Then I should see an error stating that the card was declined', 'Check that an error message is shown'],
  ['The user logs in properly to the portal', 'Sign in with the test account'],
]);

readsAs("a row's words", [
  ['Then the Amount of the second row is "$40.00"', 'Check that the second row shows “$40.00”'],
  ['The last row should be "Total"', 'Check that the last row shows “Total”'],
]);

readsAs('sorting with "from" before the order', [
  ['Sort the books by title from A to Z', 'Sort by the cell “title”, ascending'],
]);

readsAs('web steps: a link followed, a button pressed by its words, an address copied without its slash', [
  ['When I follow "Contact us"', 'Click the link “Contact us”'],
  ['And I press "Save changes"', 'Click the button “Save changes”'],
  ['When I go to "users/new"', 'Go to /users/new'],
  ['Go to "Reports / Monthly"', /^Open the page “Reports”/],
]);

readsAs('"check for" looks, and never ticks', [
  ['Check for the Help link', 'Check that the link “Help” is visible'],
  ['I check for the "Beta" badge', /^Check that “Beta” (?:badge )?is visible|^Check that the .*“Beta”/],
  ['Check for errors', /^not understood/],
]);

readsAs('the stored account typed, and sent only when the step sends it', [
  ['Type your username and password', 'Type the username and password of the test account, without signing in yet'],
  ['Enter email and password and click Log in', 'Sign in with the test account'],
  ['Enter username and password, then click Cancel', /^Type the username and password .*, then click “Cancel”$/],
  ['Sign in as a manager with full rights', /^not understood: “a manager with full rights” is not one username/],
  ['Sign in as "Jane Doe"', 'Sign in as “Jane Doe”'],
]);

readsAs('a field named, then the number typed into it', [
  ['Enter zip code 90210', 'Type “90210” into the field “zip code”'],
  ['Type the weight 12.5', 'Type “12.5” into the field “weight”'],
  ['type the and 7', /^not understood/],
]);

readsAs('quoted in backticks, and an item quoted before its control', [
  ['Click `Checkout`', 'Click “Checkout”'],
  ['Click the "Blue Mug" "Remove" button', 'Click the button “Remove” next to “Blue Mug”'],
]);

readsAs('what the reader is left to choose, and several at once', [
  ['Choose a size from the Size dropdown', /^not understood: “size” names no option in particular/],
  ['Click the appropriate button', /^not understood/],
  ['Select the desired option', /^not understood: “desired” says which one is wanted/],
  ['Tick the first three checkboxes', /^not understood: This names several things at once/],
  ['Click the Required checkbox', 'Click the checkbox “Required”'],
]);

readsAs('data a test starts with, and outcomes said with the verb of what was done', [
  ['Given there are 2 orders in the list', /^not understood: This says what data the test starts with/],
  ['Then there are 2 orders in the list', /^Check that there are 2/],
  ['Then I checkout successfully', /^not understood: This says how something turned out/],
  ['When I checkout', 'Click “Checkout”'],
]);

readsAs('messages named by the words they say', [
  ['A welcome banner is displayed', 'Check that the page shows “Welcome”'],
  ['I should see a goodbye message', 'Check that the page shows “Goodbye”'],
  ['Then the thank you note appears', 'Check that the page shows “Thank you”'],
]);

readsAs('"no X is shown" is X not shown, and words a message says', [
  ['Then no spinner should be displayed', 'Check that the page does not show “spinner”'],
  ['No warning banner is visible', /^Check that (?:no|the page does not show)/],
  ['Then I should see a label saying Payment received', 'Check that the page shows “Payment received”'],
  ['Click the banner that says we are hiring', /not understood: .*holds a clause of its own/],
]);

readsAs('pages seen, menus named after their entry, and the shop’s checkout', [
  ['Then I should see the billing page', "Check that the page's path has “billing”"],
  ['I see 50 rows per page', 'Check that the page shows “50 rows per page”'],
  ['When the user clicks on the Careers side menu', 'Click “Careers” in the sidebar'],
  ['Check out', 'Click “Checkout”'],
  ['Check out the "Gift wrap" box', 'Check the checkbox “Gift wrap”'],
]);

readsAs('options, toggles and files, said around their names', [
  ['The user selects Express option from Shipping', 'Select “Express” in the dropdown “Shipping”'],
  ['Toggle the Autosave setting to disable', 'Uncheck the checkbox “Autosave”'],
  ['Turn the Wifi switch to enabled', 'Check the switch “Wifi”'],
  ['And I attach the file at "fixtures/cv.pdf" to "Resume"', 'Upload “fixtures/cv.pdf” to the field “Resume”'],
  ['Wait for page load after login', 'Wait until the page has loaded'],
]);

readsAs('sentences about the page are not words on it; whose a value is', [
  ['Then I see the right invoice is selected', /^not understood: “invoice is selected” says something about the page/],
  ['Then your balance should be "$12.00"', 'Check that the field “balance” has the value “$12.00”'],
  ['Click My Orders', 'Click “My Orders”'],
  ['Click **Delete draft**', 'Click “Delete draft”'],
  ['When I am on the settings page', /^Open the page “settings”/],
  ['Then the "Sold out" label is not visible', /does not show “Sold out”|“Sold out” is hidden/],
  ['"Saving…" should disappear', 'Check that the page does not show “Saving…”'],
]);

readsAs('what there is on the page, and where it is shown', [
  ['There is a Twitter icon on the page', 'Check that the image “Twitter” is visible'],
  ['There should be no warning message', /^Check that no warning message is shown/],
  ['Verify the cart badge is visible in the header', /^Check that .*“cart badge” in the header is visible/],
  ['The Remember me box is in the checked state', /is checked$/],
  ['I expect the "Orders" table to exist', /^Check that .*“Orders”.* is visible/],
  ['Then the "Beta" banner should not to be visible', /is hidden|does not show “Beta”/],
  ['The sidebar never shows "Drafts"', /does not show “Drafts”|“Drafts”.* is hidden/],
  ['The Delete button must not be available', /^not understood|is hidden|is disabled/],
]);

readsAs('a document’s marks around a step, and Behat’s quoted role words', [
  ['- ::click Continue', 'Click “Continue”'],
  ['[I click the Help link]', 'Click the link “Help”'],
  ['Press *Save draft* to save the post', /^Click .*“Save draft”/],
  ['I press "Next" "button" in the "Wizard" "dialog"', 'Click the button “Next” in the dialog “Wizard”'],
  ['I follow "Docs" "link"', 'Click the link “Docs”'],
]);

readsAs('the stored account by its role, and its fields named alone', [
  ['Given I am a registered customer', 'Sign in with the test account'],
  ['Given I sign in as an editor', 'Sign in with the test account'],
  ['Enter Password', /^Type “{{account.password}}” into the field “password”$/i],
  ['enter userid', 'Type “{{account.username}}” into the field “userid”'],
]);

readsAs('places on the page no step needs, windows, and values with quotes among words', [
  ['Click the Subscribe button at the bottom of the page', 'Click the button “Subscribe”'],
  ['Tap Careers from the home page', 'Click “Careers”'],
  ['Go to the newest tab', 'Go on in the tab the last step opened'],
  ['A congratulations message is shown in the dialog', 'Check that the dialog shows “Congratulations”'],
  ['Then title: "Intro" should be bold', /^not understood/],
  ['Search orders by "Ada"', 'Search for “Ada”'],
  ['Type "42" value into Age', 'Type “42” into the field “Age”'],
  ['Given Customer on the checkout page', /^Open the page “checkout”/],
]);

readsAs('a part of the page that does not show words, and negations that would read the other way', [
  ['The header does not display "Log in"', 'Check that the header does not show “Log in”'],
  ['The sidebar should not contain "Archived"', 'Check that the sidebar does not show “Archived”'],
  ['the banner shouldn’t to be visible', /^not understood|is hidden|does not show/],
]);

readsAs('an option or a text only described', [
  ['Select the city from the dropdown', /^not understood: “city” names no option in particular/],
  ['Select the Blue option from Colour', 'Select “Blue” in the dropdown “Colour”'],
  ['Then I see the list of invoices', /^not understood/],
  ['Then user sees list of invoices', /^not understood/],
]);

readsAs('credentials in short, words typed after "the text", and what is expected to be so', [
  ['Enter email/password', 'Type the username and password of the test account, without signing in yet'],
  ['Type the text Hello world', 'Type “Hello world” where the cursor is'],
  ['The user expects the Pay button to be enabled', 'Check that the button “Pay” is enabled'],
  ['The names should be sorted alphabetically (A to Z)', /in ascending order/],
]);

readsAs('a manual case’s own words for pages, files, dates and places beside a field', [
  ['Launch the browser and open the application URL', 'Go to {{env.url}}'],
  ['Verify that the customer stays on the checkout page', "Check that the page's path has “checkout”"],
  ['Check that the account summary page is displayed', "Check that the page's path has “account-summary”"],
  ['Then the reports page should load', "Check that the page's path has “reports”"],
  ['Then I should see my dashboard', "Check that the page's path has “dashboard”"],
  ['Verify "Email is invalid" is shown below the email field', /^Check that (?:the page shows )?“Email is invalid”/],
  ['Attach the signed contract "contract.pdf"', "Upload “contract.pdf” to the page's file field"],
  ['Select "July 4, 2026" from the calendar', 'Pick July 4, 2026 in the calendar'],
  ['Choose quantity 3', 'Select “3” in the dropdown “quantity”'],
  ['Verify the header shows the logo text', /^not understood: “the logo text” describes what to see/],
]);

readsAs('an item’s words in its part of the page, a date typed, and what the cart already holds', [
  [
    'Then the total of "Invoice 42" should be "$90.00"',
    'Check that the part of the page with “Invoice 42” shows “$90.00”',
  ],
  ['The card "Ann Lee" shows "Admin"', 'Check that the part of the page with “Ann Lee” shows “Admin”'],
  ['Choose the check-in date "2026-07-01"', 'Type “2026-07-01” into the field “check-in date”'],
  ['Given the item "Red Mug" is in my basket', 'Click “Add to basket” next to “Red Mug”'],
  ['Then the item "Red Mug" is in my basket', 'Check that the section “basket” shows “Red Mug”'],
]);

readsAs('descriptions that would pass whatever the page shows, and counts of what was added', [
  ['Then the order should appear in the orders list', /^not understood: “order” describes what to see/],
  ['Then the unread counter disappears', /^not understood: “unread counter” describes what should go/],
  ['Then 5 more results are shown', /^not understood: “5 more” says how many were added/],
  ['Enter 300 characters into the Bio field', /^not understood: “300 characters” says how much to type/],
  ['Then the "Notes" field should be read-only', /^not understood: “read-only” is how the field behaves/],
  ['Click on the third page', 'Go to page 3 of the list'],
  ['There should be no warning messages', 'Check that no warning message is shown'],
]);

readsAs('places said by where a thing is beside another, counts checked, and what a message reads', [
  ['click "Edit" to the right of "Invoice 7"', 'Click “Edit” next to “Invoice 7”'],
  ['click "Remove" below "Blue Mug"', 'Click “Remove” next to “Blue Mug”'],
  ['click "Open" in the context of "Report Q3"', 'Click “Open” next to “Report Q3”'],
  ['Verify the number of rows in the table is 4', 'Check that there are 4 rows in the table'],
  ['The warning says "Low balance"', 'Check that the page shows “Low balance”'],
  ['The right answer is shown', /^Check that “answer” is visible|not understood/],
]);

readsAs('"the page loads" is the page at hand, not a page named "the"', [
  ['The page loads', 'Check that the page has loaded, and is no error or not-found page'],
  ['Then the invoices page loads', "Check that the page's path has “invoices”"],
]);

readsAs(
  'a look at a part of the page is no tick, a count of any elements is no count, and options said with their count',
  [
    ['I check the list of the links in the footer', /^not understood/],
    ['I check the list of products in the sidebar', /^not understood: “list of products” describes a part of the page/],
    [
      'Then check and verify the profile tab',
      /^not understood: “and verify the profile tab” is only the end of a name/,
    ],
    ['Then see if there are 3 elements', /^not understood: Elements of any kind cannot be counted/],
    ['I choose "25" rows in the rows per page selector', 'Select “25” in the dropdown “rows per page”'],
    ['Leave fields empty', /^not understood/],
    ['I update my details', /^not understood/],
    ['The dropdown shows Choose a size text', /“Choose a size”/],
  ],
);

readsAs('lower-case words about a thing are not its words or its name', [
  ['Then I should see the invoice with its total', /^not understood: “invoice with its total” describes what to see/],
  ['When I click submit the form', /^not understood/],
  ['When I click pay the bill', /^not understood: “pay the bill” reads as words about it/],
  ['Click Add a product', 'Click “Add a product”'],
]);

readsAs('what a user cannot do is a control disabled; an app’s verb that names a control is no action', [
  ['Then I should not be able to click the Archive button', 'Check that the button “Archive” is disabled'],
  ['Then the customer cannot click Pay', 'Check that “Pay” is disabled'],
  ['I should not be able to change the email', 'Check that the field “email” is disabled'],
  ['The app should not allow me to click "Refund"', 'Check that “Refund” is disabled'],
  ['Delete is disabled', 'Check that “Delete” is disabled'],
  ['Then the Export button is not displayed for guest users', 'Check that the button “Export” is hidden'],
]);
