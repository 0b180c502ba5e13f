import { readsAs } from './helpers.ts';

// Places people name, sessions, counters and messages by kind: each rule on wordings it was not written from.
readsAs('places a person names', [
  ['Click on Posts in the left menu', 'Click “Posts” in the sidebar'],
  ['Click Reports from the side navigation', 'Click “Reports” in the sidebar'],
  ['Open Settings in the drawer', 'Click “Settings” in the sidebar'],
  ['Click the bell icon in the top bar', 'Click the image “bell” in the header'],
  ['Click Profile in the app bar', 'Click “Profile” in the header'],
  ['Click Next in the pager', 'Click “Next” in the pagination'],
  ['The paginator should show 21-30 of 95', 'Check that the pagination shows “21-30 of 95”'],
  ['The Comments counter shows 12', 'Check that the counter “Comments” shows “12”'],
  ['Verify the wishlist badge shows 4', 'Check that the counter “wishlist” shows “4”'],
  ['I see notification count 7', 'Check that the counter “notification” shows “7”'],
  ['The inbox counter should be 3', 'Check that the counter “inbox” shows “3”'],
]);

readsAs('whether someone is signed in', [
  ['Then the customer should be signed in', 'Check that someone is signed in'],
  ['Then I am still logged in', 'Check that someone is signed in'],
  ['And the member is logged out', 'Check that no one is signed in'],
  ['The user should no longer be signed in', 'Check that no one is signed in'],
  ['Then the guest user is not signed in to the store', 'Check that no one is signed in'],
  ['Given the customer is signed in', 'Sign in with the test account'],
]);

readsAs('messages, headings and the way back', [
  ['The checkout page shows an error', 'Check that an error message is shown'],
  ['Then the registration form should display success', 'Check that a success message is shown'],
  ['The Password field shows an error', 'Check that the field “Password” is invalid'],
  ['The heading of the new window should be "Sample page"', 'Check that the heading “Sample page” is visible'],
  ['Navigate back to the results using the browser back button', 'Go back to the previous page'],
  ['Go back to the home page using the browser', 'Go to {{env.url}}'],
]);

readsAs('what is not one thing to click or words to see', [
  ['Add an article to the basket', 'Click “Add to basket” in the first section'],
  ['I add a product to my cart', 'Click “Add to cart” in the first section'],
  ['Add items to the cart', /^not understood: “items” names no item in particular/],
  ['I see the badge number go up', /^not understood: “badge number go up” says something changes/],
  ['Then I see the cart total increases', /^not understood: “cart total increases” says something changes/],
  ['I see Last updated', 'Check that the page shows “Last updated”'],
  ['Search Orders by Date in the Order History Page', /^not understood: “Order History Page” is a page, not a field/],
  ['Choose Blue in the product screen', /^not understood: “product screen” is a page, not a field to choose from/],
  ['The phone entry field is invalid', 'Check that the field “phone” is invalid'],
  ['Type "Bob" in the Name input box', 'Type “Bob” into the field “Name”'],
]);

readsAs('how QA people say where they are, what they see and what an item became', [
  ['Given that the customer is on the cart page', 'Open the page “cart” (its link, or /cart)'],
  ['Given I am a registered user on the login page', 'Open the page “login” (its link, or /login)'],
  ['Given the online store website is open', 'Go to {{env.url}}'],
  ['Then the task "Call Bob" should be marked as done', 'Check that the checkbox next to “Call Bob” is checked'],
  ['Then the third item is marked as incomplete', 'Check that the third checkbox is unchecked'],
  ['Then it should be marked as done', /^not understood/],
  ['The entry "Invoice 7" is displayed on the web UI', 'Check that “Invoice 7” is visible'],
  ['Then appears the message "Saved"', 'Check that the page shows “Saved”'],
  ['Refresh the browser window', 'Reload the page'],
  ['A window titled "Checkout" opens', 'Check that the page title is “Checkout”'],
  ['Verify there are no matching products available', 'Check that the page shows “No matching products available”'],
  ['Then I see no orders yet', 'Check that the page shows “No orders yet”'],
  ['Then there should be no warnings', 'Check that the page does not show “warning”'],
]);

readsAs('counts, exact and compared', [
  ['Then there should be at least 4 orders in the table', 'Check that there are at least 4 items in the table'],
  ['The wishlist has more than 1 product', 'Check that there are more than 1 items in the section “wishlist”'],
  ['I should see no more than 20 results', 'Check that there are at most 20 items'],
  ['The inbox should contain fewer than 3 messages', /^not understood/],
  ['Verify my cart contains 2 items', 'Check that there are 2 items in the section “cart”'],
  ['I see 4 articles in the basket', 'Check that there are 4 items in the section “basket”'],
  ['I see 2 results', 'Check that there are 2 items, or that the page shows “2 results”'],
  ['Then the page shows over 18 only', 'Check that the page shows “over 18 only”'],
]);

readsAs('manual test cases as QA people write them', [
  ['Verify that the customer is able to log in', 'Check that someone is signed in'],
  ['Confirm that I am logged out', 'Check that no one is signed in'],
  ['Verify the Checkout button is not clickable', 'Check that the button “Checkout” is disabled'],
  ['Verify a warning message is shown when the cart is empty', 'Check that a warning message is shown'],
  ['Verify that the avatar is displayed at the top right corner of the page', 'Check that “avatar” is visible'],
  ['Click the "Help" link located in the bottom left corner', 'Click the link “Help”'],
  ['Update the Email to "b@c.d"', 'Type “b@c.d” into the field “Email”'],
  ['Change the description to "Short"', 'Type “Short” into the field “description”'],
  ['Save the details', 'Click “Save”'],
  ['Then the price is updated to "$12"', 'Check that the field “price” has the value “$12”'],
  ['Leave the password blank and click Sign in', 'Clear the field “password”, then click “Sign in”'],
  ['Open the browser', /^not understood: Every run opens its own browser/],
  [
    'Tick the form submits without errors',
    /^not understood: “form submits without errors” reads as something to check/,
  ],
  ['Verify the font size of the heading is 20px', /^not understood/],
  ['The placeholder of the search box is "Search"', /^not understood: “placeholder” is a property of an element/],
  ['Click the Edit button of the last row', 'Click the button “Edit” in the last row'],
  ['Go to Reports > Monthly', 'Open the page “Reports” (its link, or /reports), then click “Monthly”'],
]);

readsAs('keys, names and checks as other people write them', [
  ['And I press the "Escape" key', 'Press Escape'],
  ['Click in "Products"', 'Click “Products”'],
  ['The user clicks in cart', 'Click “cart”'],
  ['Click in the message box', 'Click the field “message”'],
  ['the "#status" element contains text "Ready"', 'Check that the element “#status” contains “Ready”'],
  ['Verify the right heading is shown', 'Check that the heading is visible'],
  ['I click the LoginButton element', 'Click “LoginButton”'],
  ['Click on Log out using the navbar', 'Click “Log out” in the navigation'],
  [
    'Then the Title and Author fields should be visible',
    'Check that the field “Title” is visible, then check that the field “Author” is visible',
  ],
  [
    'The Edit and Delete buttons are disabled',
    'Check that the button “Edit” is disabled, then check that the button “Delete” is disabled',
  ],
  [
    'Verify "Saved" is visible and "Error" is hidden',
    'Check that “Saved” is visible, then check that “Error” is hidden',
  ],
]);

readsAs('accounts, pages and words that only describe', [
  [
    'Type email "qa@shop.test" and password "pw-1"',
    'Type “qa@shop.test” into the field “email”, then type “pw-1” into the field “password”',
  ],
  ['Tick the checkbox to subscribe to news', 'Check the checkbox “subscribe to news”'],
  ['Log in with wrong credentials', /^not understood: “wrong credentials” describes an account/],
  ['Sign in with an expired account', /^not understood: “an expired account” describes an account/],
  ['Log in with valid credentials', 'Sign in with the test account'],
  ['Open the web page', 'Go to {{env.url}}'],
  ['Given I am on the "landing" page', 'Go to {{env.url}}'],
  ['User opens the main menu', 'Click “main”'],
  ['Go to https:shop.example.com/cart', 'Go to https://shop.example.com/cart'],
  ['Navigate to the Widgets section', 'Open the page “Widgets” (its link, or /widgets)'],
  ['I see the shipping details', /^not understood: “shipping details” describes what to see/],
  ['Click the third link of the page', /^not understood/],
]);

readsAs('labels, addresses and lists of names', [
  ['Checkout: I click on Continue', 'Click “Continue”'],
  ['Then Profile page: verify the Save button is enabled', 'Check that the button “Save” is enabled'],
  ["The Send button should'nt be enabled", 'Check that the button “Send” is disabled'],
  ['Given the page "https://shop.example.com/login" is loaded', 'Go to https://shop.example.com/login'],
  ['I navigate to the checkout screen "https://shop.example.com/checkout"', 'Go to https://shop.example.com/checkout'],
  ['When I follow the "Sign up" link', 'Click the link “Sign up”'],
  ['Given I am on the "/orders" page', 'Go to /orders'],
  ['Open the "https://shop.example.com/cart" page', 'Go to https://shop.example.com/cart'],
  ['The task "File taxes" should not be marked as done', 'Check that the checkbox next to “File taxes” is unchecked'],
  ['I click the button with text "Add to cart"', 'Click “Add to cart”'],
  [
    'I should see buttons named "Yes" and "No" in the dialog',
    'Check that the button “Yes” in the dialog is visible, then check that the button “No” in the dialog is visible',
  ],
]);

readsAs('subjects, states and two checks in one line', [
  ['Then a banner "Sale ends today" displays', 'Check that the page shows “Sale ends today”'],
  ['An avatar in the header is present', 'Check that “avatar” in the header is visible'],
  ['The Delete button should be absent', 'Check that the button “Delete” is hidden'],
  ['The cart icon is shown top left', 'Check that the image “cart” is visible'],
  [
    'Verify that we are redirected to the orders page and the Refund button is visible',
    "Check that the page's path has “orders”, then check that the button “Refund” is visible",
  ],
  ['It should not let the user edit "Email"', 'Check that “Email” is disabled'],
]);

readsAs('waits, errors by field and places before a name', [
  ['Wait until the Checkout button becomes enabled', /^not understood: A wait is for something to appear or disappear/],
  ['Wait for "Saved" to appear', 'Wait until “Saved” appears'],
  ['Then a wrong password error message is displayed', 'Check that the field “password” is invalid'],
  ['The header search icon is visible', 'Check that the image “search” in the header is visible'],
  ['Click the MenuToggle component', 'Click “MenuToggle”'],
]);

readsAs('the page’s own dialogs and states by other names', [
  ['Tap "Yes" on the confirm box', 'Accept the dialog the page shows'],
  ['Then I click "Cancel" in the JavaScript alert', 'Dismiss the dialog the page shows'],
  ['The Monthly tab is highlighted', 'Check that the tab “Monthly” is selected'],
  ['I see the Order Details page', "Check that the page's path has “order-details”"],
]);

readsAs('both of two things', [
  [
    'Then both radio buttons should not be selected',
    'Check that the first radio button is unchecked, then check that the second radio button is unchecked',
  ],
  ['Tick both boxes', 'Check the first checkbox, then check the second checkbox'],
  [
    'Verify that both buttons are disabled',
    'Check that the first button is disabled, then check that the second button is disabled',
  ],
]);

readsAs("a list's entry by its place, or any one of them", [
  ['Tap the third search result', 'Click the third search result'],
  ['When the customer opens the 2nd listing', 'Click the second listing'],
  ['I select any video', 'Click the first video'],
  ['Hover over an article in the "Latest" section', 'Hover over the first article in the section “Latest”'],
  ['Then the first record should be visible', 'Check that the first record is visible'],
  ['Click the last blog post', 'Click the last blog post'],
  ["Click the second card's Details link", 'Click the link “Details” in the second section'],
  ['Click an option', /^not understood: “an option” names no one element/],
]);
