import { plainVerb } from './verbs.ts';
/**
 * Whole phrasings QA people write, rewritten into the one the rules read ("The main page should be displayed" is
 * being on it, "Leave X empty" is clearing X). Each entry names the family it generalizes; the normalizer applies them
 * once the subject, the verb's form and the wrappers are settled.
 */

/** Rewrites of whole phrasings into the one the rules read; each names what it generalizes. */
type Rewrite = string | ((match: string, ...groups: (string | undefined)[]) => string);

const PHRASINGS: [RegExp, Rewrite][] = [
  // "Validate the page title as "Sign in"", "check the total as "$42"": the first is the second.
  [
    /^(?:validate|verify|check|assert|confirm)\s+(?:that\s+)?(the\s+(?:(?!\uE000)[\w'-]+\s+){0,4}?(?:title|heading|text|value|total|message|name|url|header|label|status))\s+as\s+(?=\uE000\d+\uE001$)/i,
    '$1 is ',
  ],
  // "The main page should be displayed", "the cart page is shown": the browser is on that page.
  [
    /^(?:(?:verify|check|assert|ensure|confirm|validate)\s+(?:that\s+)?)?(?:the\s+)?((?:(?!\uE000|verify\b|check\b|the\b)[\w'-]+\s+){1,4}(?:page|screen))\s+(?:(?:is|should\s+be|will\s+be|must\s+be|gets?)\s+(?:displayed|shown|opened|open|loaded|visible)|(?:should\s+|will\s+)?(?:opens?|loads?|appears?))$/i,
    'am on the $1',
  ],
  // "Open the site "/"", "Open a browser at the url "…"", "Visit the page https://…": the address itself.
  [
    /^(open|visit|load|go\s+to|navigate\s+to)\s+(?:(?:the|a)\s+)?(?:browser\s+(?:at|to|with|on)\s+(?:the\s+)?)?(?:site|url|page|web\s*page|website|address|link)\s+(?=\uE000|https?:|\/)/i,
    '$1 ',
  ],
  // "Focus the last opened window", "Switch to the newly opened tab": the tab the steps now follow.
  [
    /^(?:focus|switch\s+to|go\s+to|move\s+to|change\s+to|navigate\s+to)\s+(?:the\s+)?(?:last\s+|latest\s+|newest\s+|most\s+recent\s+|newly\s+|new\s+|other\s+|second\s+)*(?:opened\s+)?(?:browser\s+)?(?:window|tab)$/i,
    'switch to the new tab',
  ],
  // "The count of pending items is 4", "the number of rows should be 3": a count.
  [
    /^(?:(?:check|verify|assert|confirm|validate|ensure)\s+(?:that\s+)?)?(?:the\s+)?(?:count|number|total\s+number|amount)\s+of\s+(.+?)\s+(?:is|should\s+be|equals|must\s+be|=)\s+(\d+)$/i,
    'there are $2 $1',
  ],
  // "should have a success message", "I get an error": a message had is a message seen.
  [
    /^(?:should\s+|must\s+|will\s+)?(?:have|get|receive)\s+(?=(?:an?|the)\s+(?:[\w-]+\s+){0,2}(?:message|notification|error|alert|toast|confirmation|warning)\b)/i,
    'should see ',
  ],
  // "The cart is empty", "I see an empty basket": nothing in it.
  [
    /^(?:(?:the|my|your)\s+((?:shopping\s+)?(?:cart|basket|bag|wish\s*list|inbox|todo\s+list|results?\s+list))\s+(?:is|should\s+be|must\s+be)\s+empty|(?:should\s+)?see\s+(?:an?|the|my)\s+empty\s+((?:shopping\s+)?(?:cart|basket|bag|wish\s*list|inbox|todo\s+list)))$/i,
    (_, one: string | undefined, other: string | undefined) => `there are no items in the ${one ?? other ?? ''}`,
  ],
  // "Three todos exist", "2 results are present": as many seen.
  [
    /^(\d+|no|one|two|three|four|five|six|seven|eight|nine|ten)\s+((?:[\w-]+\s+)?[\w-]+?s)\s+(?:exist|(?:are|should\s+be|must\s+be|will\s+be|get)\s+(?:present|shown|displayed|listed|visible|returned|found))$/i,
    'there are $1 $2',
  ],
  // "Verify 3 items in the cart": as many there.
  [
    /^(\d+|no|one|two|three|four|five|six|seven|eight|nine|ten)\s+((?:[\w-]+\s+)?[\w-]+?s)\s+(?=(?:in|inside|on)\s+(?:the|my|your)\s)/i,
    'there are $1 $2 ',
  ],
  // "I see the "Login" page displayed", "should see the cart page": the browser is on that page.
  [
    /^(?:should\s+|must\s+)?see\s+(?:the\s+)?((?:(?:\uE000\d+\uE001|[\w'-]+)\s+){1,4}(?:page|screen))\s+(?:is\s+)?(?:displayed|shown|opened|open|loaded)$/i,
    'am on the $1',
  ],
  // "No console errors appear", "no JavaScript errors are logged": the browser's console.
  [
    /^(?:there\s+(?:are|should\s+be)\s+)?no\s+(?:console|javascript|js|browser)\s+errors?(?:\s+(?:appear|occur|are\s+(?:shown|logged|thrown|reported)|should\s+(?:appear|occur|be\s+logged))|\s+in\s+the\s+console)?$/i,
    'there are no console errors',
  ],
  // "The wishlist displays 1 item", "the cart shows 3 products": as many there.
  [
    /^(?:the\s+|my\s+|your\s+)?((?:[\w-]+\s+)?(?:cart|basket|bag|wish\s*list|list|inbox|results|table|grid))\s+(?:displays|shows|contains|lists|has|should\s+(?:display|show|contain|list|have))\s+(\d+|no|one|two|three|four|five|six|seven|eight|nine|ten)\s+((?:[\w-]+\s+)?[\w-]+)$/i,
    'there are $2 $3 in the $1',
  ],
  // "I should see only 3 todo items": as many.
  [
    /^((?:should\s+)?see|there\s+(?:are|is|should\s+be))\s+only\s+(?=\d|one|two|three|four|five|six|seven|eight|nine|ten)/i,
    '$1 ',
  ],
  // "Enter email address (me@example.com) in the E-mail field": the value in brackets, the words before it say what.
  [
    /^(enter|type|input|fill\s+in|key\s+in)\s+(?:(?:the|an?|your)\s+)?(?:[\w-]+\s+){0,3}\(([^()\s]+)\)\s+(in|into|on)\s+/i,
    '$1 $2 $3 ',
  ],
  // "Launch the app", "I launch the "url"", "start the application": the environment's address.
  [
    /^(?:launch|start|load|run|boot)\s+(?:the\s+)?(?:(?:web\s+)?(?:app|application|site|website|portal|url)|\uE000\d+\uE001)$/i,
    'open the app',
  ],
  // "Should log-in successfully", "should sign in": signed in, as a check sees it.
  [/^(?:should|must|will)\s+(?:log|sign)[\s-]?(?:in|on)$/i, 'should be logged in'],
  // "Locate the heading "Register"", "find the Sign up button", "spot the logo": there to be seen.
  [/^(?:locate|find|spot|identify)\s+(?=(?:the|a|an)\s|\uE000)/i, 'see '],
  // "Gain focus on the Email field", "give focus to …", "set focus on …": the cursor put there.
  [/^(?:gain|give|set|put|move|shift)\s+(?:the\s+)?focus\s+(?:on|to|in|into)\s+/i, 'focus '],
  // "Log out from the website", "sign out of my account": logging out.
  [
    /^(log|sign)\s*-?\s*(out|off)\s+(?:from|of)\s+(?:the\s+|my\s+|your\s+)?(?:app|application|site|web\s*site|account|portal|system|dashboard)$/i,
    'log out',
  ],
  // "The page should have the title "Employees"": the page's title.
  [
    /^(?:the\s+)?page\s+(?:should\s+|must\s+)?(?:have|has)\s+(?:the\s+|a\s+)?title\s+(?:of\s+)?(?=\uE000)/i,
    'the title is ',
  ],
  // "Enter "Email address" as "a@b.c" in the text field": a field named in quotes, and its value.
  [
    /^(enter|type|input|fill\s+in)\s+(\uE000\d+\uE001)\s+as\s+(\uE000\d+\uE001)(?:\s+in(?:to)?\s+the\s+(?:text\s+)?(?:field|box|input|text\s*box))?$/i,
    '$1 $3 into the $2 field',
  ],
  // "Email as "a@b.c"", "Current address as "Mohali" and Permanent address as "Oslo"": fields and their values, as a
  // data line lists them; a line that starts with a verb ("Login as "admin"") is that verb's.
  [
    /^((?:[\w-]+\s+){0,2}[\w-]+)\s+as\s+(\uE000\d+\uE001)(?:\s+and\s+((?:[\w-]+\s+){0,2}[\w-]+)\s+as\s+(\uE000\d+\uE001))?$/i,
    (line, field = '', value = '', other, otherValue) => {
      const first = field.split(/\s+/)[0] ?? '';
      const notAField =
        /^(?:the|i|we|he|she|they|user|am|is|are|was|were|be|been|have|has|had|should|must|will|can|do|does)$/i;
      if (plainVerb(first) !== null || notAField.test(first)) return line;
      const second = other && otherValue ? ` and enter ${otherValue} into the ${other} field` : '';
      return `enter ${value} into the ${field} field${second}`;
    },
  ],
  // ""Zed" is back in the list", "the row reappears", "the post is restored": shown again.
  [
    /^(.+?)\s+(?:is|are)\s+(?:back|restored|shown\s+again|visible\s+again|listed\s+again)(\s+in\s+.+)?$/i,
    (_, subject = '', place = '') => (place ? `${subject} is${place}` : `${subject} appears`),
  ],
  [/^(.+?)\s+(?:reappears?|comes?\s+back|shows?\s+up\s+again)(?=\s+in\s|$)/i, '$1 appears'],
  // "Filter by city "Boston"", "filter the list by status Published": that option of the filter named so; "Filter by
  // "Boston"": the option, in the one dropdown that offers it (or the filter of that name, clicked).
  [
    /^filter\s+(?:the\s+(?:[\w-]+\s+)?(?:list|table|results|grid)\s+)?by\s+((?:[\w-]+\s+){0,2}?[\w-]+)\s+(\uE000\d+\uE001)$/i,
    'select $2 from the $1 dropdown',
  ],
  [/^filter\s+(?:the\s+(?:[\w-]+\s+)?(?:list|table|results|grid)\s+)?by\s+(\uE000\d+\uE001|[\w-]+)$/i, 'select $1'],
  // "The table has the columns Id, Title, Views", "the column headers are Name, Email": the table shows each.
  [
    /^(?:the\s+)?((?:[\w-]+\s+)?(?:table|grid))\s+(?:has|contains|shows|displays|includes|should\s+(?:have|contain|show|display|include))\s+(?:the\s+)?(?:following\s+)?(?:columns?|column\s+headers?|headers?|column\s+names)\s*:?\s+(?=\S)/i,
    'the $1 shows ',
  ],
  [
    /^(?:the\s+)?(?:table(?:'s)?\s+)?(?:column\s+headers?|columns?|headers?|column\s+names)\s+(?:are|should\s+be|include|must\s+be)\s*:?\s+(?=\S)/i,
    'the table shows ',
  ],
  // ""Backpack" product is in the cart": the item's words, seen in the cart.
  [
    /^(\uE000\d+\uE001)\s+(?:(?:product|item|article)\s+)?(?:is|are|should\s+be)\s+(?:now\s+|still\s+)?(?:added\s+)?(?:in|inside|to)\s+(the|my|your)\s+((?:shopping\s+)?(?:cart|basket|bag|wish\s*list))$/i,
    'see $1 in $2 $3',
  ],
  // "Add to basket the first item": the item, added to it.
  [/^add\s+to\s+(?:the\s+|my\s+)?((?:shopping\s+)?(?:cart|basket|bag|wish\s*list))\s+(.+)$/i, 'add $2 to the $1'],
  // "Activate the button labelled Sign up", "trigger the Export button": clicked.
  [/^(?:activate|trigger)\s+(?=(?:the|a|an)\s|\uE000)/i, 'click '],
  // "I submit the article", "submit the application": the form being filled, sent.
  [/^submit\s+(?:the|this|my|your)\s+(?:[\w-]+\s+)?(?!form\b)[\w-]+$/i, 'submit the form'],
  // "a warning saying that my article was not created": a message of that kind; the clause only describes it.
  [
    /^((?:should\s+)?see\s+(?:an?|the)\s+(?:[\w-]+\s+)?(?:warning|error|success|confirmation|info)(?:\s+message)?)\s+(?:saying|stating|telling\s+me|which\s+says|that\s+says)\s+that\s+(?!\uE000).+$/i,
    '$1',
  ],
  // "The Title of the first row is "Hello"", "the first row is "Hello"": the words that row shows.
  [
    /^(?:the\s+)?(?:(?:(?!\uE000)[\w-]+\s+){1,2}(?:of|in)\s+)?the\s+(first|second|third|fourth|fifth|last|\d+(?:st|nd|rd|th))\s+row\s+(?:is|should\s+be|must\s+be|reads|equals)\s+(?=\uE000\d+\uE001$)/i,
    'the $1 row shows ',
  ],
  // "Perform a Google search for 'x'", "do a search for …": searching.
  [/^(?:perform|do|run|make)\s+an?\s+(?:[\w-]+\s+)?search\s+for\s+/i, 'search for '],
  // "I should have 1 product in my cart", "should get 2 results": as many seen.
  [
    /^(?:should\s+|must\s+|will\s+)?(?:have|get|find|receive|obtain)\s+(\d+|no|zero|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?=[a-z])/i,
    'should see $1 ',
  ],
  // "Expect the title to be "Home"", "expect the Save button to be disabled": a check, as the test libraries say it.
  [
    /^expect\s+(?!that\b|to\b)(.+?)\s+(not\s+)?to\s+(be|contain|equal|have|show|include|display|match|read)\b/i,
    (_, subject, not, verb) => `verify that ${subject ?? ''} should ${not ?? ''}${verb ?? ''}`,
  ],
  // "The system should display a confirmation", "the application shows "Saved"": what the page shows is seen.
  [
    /^(?:the\s+)?(?:system|application|app|site|website|web\s*site|page|screen|ui|browser)\s+(?:should\s+|must\s+|will\s+)?(?:display|show|present|render)s?\s+(?=\S)/i,
    'see ',
  ],
  // "See if there are 5 rows", "see whether the box is ticked": a check of it.
  [/^see\s+(?:if|whether)\s+/i, 'verify that '],
  // "I move to the "dynamic_loading" page": going there, not pointing at it.
  [/^move\s+to\s+(?=.*\s(?:page|screen|site|url)$)/i, 'go to '],
  // "Choose the 'test.txt' file", "select the file "cv.pdf"": a file, for the page's file field.
  [
    /^(?:choose|select|pick)\s+(?:the\s+)?(?:file\s+(\uE000\d+\uE001)|(\uE000\d+\uE001)\s+file)$/i,
    (_, one, other) => `upload ${one ?? other ?? ''}`,
  ],
  // "View my cart", "view the order history page": going there.
  [
    /^view\s+(?:the\s+|my\s+|your\s+)?((?:(?!\uE000)[\w'-]+\s+){0,3}(?:page|screen)|(?:shopping\s+)?(?:cart|basket|bag)|profile|dashboard|inbox|orders|wish\s*list|account)$/i,
    'go to the $1',
  ],
  // "Message "Saved"", "the confirmation message "Done" appears": the words of a message, seen.
  [
    /^(?:the\s+)?(?:(?:(?:success|error|confirmation|warning|info|alert|validation|welcome)\s+)?(?:message|notification|alert|toast|text|label)|error|warning|success|confirmation)\s+(\uE000\d+\uE001)$/i,
    'see $1',
  ],
  // "The message GET IN TOUCH is visible", "the text Welcome back is displayed": the words written after what they are.
  [
    /^(?:the\s+)?(?:message|text|label|caption|words?)\s+((?:(?!(?:is|are|should|must)\b)[^\s\uE000]+\s+){0,5}[^\s\uE000]+)\s+(?:is|are|should\s+be|must\s+be)\s+(?:visible|displayed|shown|present)$/i,
    'see $1',
  ],
  // "Only Radio1 should be selected": the one named is in that state.
  [/^only\s+(?=.+\s(?:is|are|should|must)\s)/i, ''],
  // "The new window title should contain …", "the browser tab's title is …", "the login page title": the page's title.
  [
    /^(?:the\s+)?(?:(?:new|current|opened|active|child|second)\s+)*(?:browser\s+)?(?:window|tab|browser)(?:'s)?\s+title\b|^the\s+(?:(?!\uE000)[\w-]+\s+){0,3}(?:page|portal|site|app|application|website|document)(?:'s)?\s+title\b/i,
    'the page title',
  ],
  // "Fill in the field with the label Address with the value "1 Main St"": the field by its label, and the value.
  [
    /^(.+?)\s+the\s+(?:field|input|text\s*box)\s+(?:with\s+the\s+(?:label|name|placeholder)|labell?ed|named|called)\s+(.+?)\s+with\s+(?:the\s+)?(?:value|text)\s+/i,
    '$1 the $2 field with ',
  ],
  // "Sort by Price (low to high)": the order in brackets is the order asked for.
  [
    /^(sort|order)\s+(.+?)\s*\((low to high|high to low|a to z|z to a|ascending|descending|newest first|oldest first)\)$/i,
    '$1 $2 $3',
  ],
  // "Move to the copy button", "Move the mouse over Account": pointing at it; "Move the box to the target": dragging.
  [/^move\s+(?:the\s+(?:mouse|cursor|pointer)\s+)?(?:to|over|onto)\s+(.+)$/i, 'hover over $1'],
  [/^move\s+((?:(?!slider|range)[^\s]+\s+)+?)(?:to|onto|into|over)\s+(.+)$/i, 'drag $1 to $2'],
  // "Drag the square A and drop it in the position of square B": dragged there.
  [
    /^drag\s+(.+?)\s+and\s+drop\s+(?:it\s+)?(?:in|on|onto|into|to|at)\s+(?:the\s+position\s+of\s+)?(.+)$/i,
    'drag $1 to $2',
  ],
  [/^scroll\s+(?:on|in|through|around|over)\s+(?:the\s+)?(?:screen|page|window)$/i, 'scroll down'],
  [/^(?:capture|take|grab|save|make)\s+(?:a\s+|the\s+)?screen\s*shot\b.*$/i, 'take a screenshot'],
  // "A new window has been opened", "expect a new tab is open": the tab the steps now follow.
  [
    /^(?:expect\s+)?(?:that\s+)?(?:an?\s+|the\s+)?new\s+(?:browser\s+)?(?:window|tab)\s+(?:has\s+been|is|was|should\s+be|gets?|will\s+be)\s+(?:opened|open|displayed|shown)$/i,
    'switch to the new tab',
  ],
  // "logged in to Parabank", "Login to the application": signing in, wherever.
  [
    /^((?:am|was|have)\s+(?:already\s+)?(?:logged|signed)\s+in)(?:to|\s+to|\s+into)\s+(?:the\s+)?(?:(?!as\b|with\b|using\b)[\w'.-]+\s*){1,3}?(?=\s+(?:as|with|using)\s|$)/i,
    '$1',
  ],
  [
    /^(log\s*in|sign\s*in|login)\s+(?:to|into)\s+(?:the\s+)?(?:(?!as\b|with\b|using\b)[\w'.-]+\s*){1,3}?(?=\s+(?:as|with|using)\s|$)/i,
    '$1',
  ],
  [/^have\s+(?:already\s+)?(?:logged|signed)\s+in\b/i, 'log in'],
  [
    /^(log|sign)\s+(?:into|onto)\s+(?:the\s+)?(?:(?!as\b|with\b|using\b)[\w'.-]+\s*){1,3}?(?=\s+(?:as|with|using)\s|$)/i,
    '$1 in',
  ],
  // "The balance is displayed as $1,250.00": it shows that.
  [/^(.+?)\s+(?:is\s+|should\s+be\s+|are\s+)?(?:displayed|shown)\s+as\s+(.+)$/i, '$1 shows $2'],
  // "The pagination now shows …", "the list still contains …": when is the step's own time.
  [/^(.+?)\s+(?:now|still|currently|then)\s+(?=(?:shows?|says?|reads?|contains?|displays?|has|is|should)\b)/i, '$1 '],
  // "The pagination shows 1-10 of 27": words the bar that pages the list shows, its text beside the buttons included.
  [
    /^(?:(?:verify|check|assert|ensure|confirm)\s+(?:that\s+)?)?(?:the\s+)?(?:pagination|pager|paginator)(?:\s+bar)?\s+(?:shows|says|reads|displays|should\s+(?:show|say|read|display))\s+(.+)$/i,
    'see $1 in the pagination',
  ],
  // "The counter says "2 items left"": words the page's one counter shows.
  [
    /^(?:(?:verify|check|assert|ensure|confirm)\s+(?:that\s+)?)?(?:the\s+)?(?:page\s+counter|counter|item\s+counter|results?\s+counter)\s+(?:shows|says|reads|displays|should\s+(?:show|say|read|display))\s+(.+)$/i,
    'see $1',
  ],
  // "The post "X" is listed", "X is not listed": shown, wherever the page lists it (a list, a table, cards).
  [/^(.+?)\s+(is|are)\s+(not\s+)?listed$/i, '$1 $2 $3shown'],
  // "… using the browser navigation", "… using the webUI": how a person would do it, which the step does anyway.
  // "Go back to the main page using browser navigation": the browser's Back, wherever it leads.
  [
    /^(?:go|navigate|return)\s+back\s+to\s+.+?\s+(?:using|via|with|through|by)\s+(?:the\s+)?(?:browser(?:'s)?\s+(?:navigation|back(?:\s+button)?|history)|back\s+button)$/i,
    'go back',
  ],
  [
    /\s+(?:using|via|with|through)\s+(?:the\s+)?(?:browser(?:\s+navigation|\s+back\s+button)?|back\s+button|mouse|keyboard|web\s*ui|ui|gui|application)$/i,
    '',
  ],
  // "The header of the opened tab should be "New Window"": the heading that page shows.
  [
    /^(?:the\s+)?(?:header|heading|headline)\s+(?:of|on|in)\s+(?:the\s+)?(?:(?!\uE000)[\w'-]+\s+){0,3}(?:page|tab|window|screen|dialog|modal|section)\s+(?:is|should\s+be|reads|says|shows|should\s+(?:read|say|show))\s+(.+)$/i,
    'see the heading $1',
  ],
  // "I see cart item count 1", "the cart badge should show 2", "the basket count is 3": the number its counter shows.
  [
    /^see\s+(?:the\s+)?((?:(?!\uE000|count\b|counter\b|badge\b)[\w'-]+\s+){1,3}?)(?:count|counter|badge)\s+(?:of\s+|as\s+|is\s+|=\s*|at\s+)?(\d+)$/i,
    'see $2 in the $1counter',
  ],
  [
    /^(?:(?:verify|check|assert|ensure|confirm|validate)\s+(?:that\s+)?)?(?:the\s+)?((?:(?!\uE000|count\b|counter\b|badge\b|number\b|the\b)[\w'-]+\s+){1,3}?)(?:count|counter|badge)\s+(?:is|equals|should\s+(?:be|equal|show|display|read)|shows|displays|reads)\s+(\d+)$/i,
    'see $2 in the $1counter',
  ],
  // "The confirmation page should show success", "the form shows an error": a message of that kind.
  [
    /^(?:the\s+)?(?:(?!\uE000)[\w'-]+\s+){0,3}(?:page|screen|form|dialog|modal|popup|app|application|site|website|system)\s+(?:should\s+)?(?:shows?|displays?|indicates?|reports?)\s+(success|an?\s+error|failure|an?\s+warning)$/i,
    'a $1 message appears',
  ],
  // "… displayed on the webUI": where a person looks anyway.
  [/\s+(?:on|in)\s+(?:the\s+)?(?:web\s*ui|ui|gui)$/i, ''],
  // "The row "Order #1001" shows "Cancelled"", "the card "Ann" has "Admin"": words in that item's part of the page.
  [
    /^(?:the\s+)?(?:card|item|entry|todo|task|tile|product|post|row|record)\s+(\uE000\d+\uE001)\s+(?:shows?|contains?|displays?|has|should\s+(?:show|contain|display|have))\s+(\uE000\d+\uE001)$/i,
    'see $2 next to $1',
  ],
  // "Card "new task" is shown", "the todo "Buy milk" is visible": the quoted words are the item's.
  [/^(?:the\s+)?(?:card|item|entry|todo|task|tile|product|post|row|record)\s+(?=\uE000\d+\uE001\s)/i, ''],
  // "The Heroku App site is open", "the shop app is loaded": the environment's app, at its address.
  [
    /^(?:the\s+)?(?:(?!\uE000)[\w'.-]+\s+){0,3}(?:site|app|application|website|web\s*site|web\s*app|web\s*page)\s+(?:is|should\s+be|was|has\s+been)\s+(?:open|opened|loaded|launched|up|running|displayed)$/i,
    'am on the home page',
  ],
  // "Appears hover text "…"", "is shown the message …": the words, as seen.
  [/^(?:appears?|shows?\s+up|is\s+(?:shown|displayed))\s+(?!to\b|on\b|in\b)(.+)$/i, 'see $1'],
  // "Reload the homepage", "refresh the browser": the page reloaded, whichever it is.
  [
    /^(reload|refresh)\s+(?:the\s+)?(?:home\s*page|page|site|web\s*site|app|application|screen|browser(?:\s+window)?|window|tab|current\s+page)$/i,
    'reload the page',
  ],
  // "Do you see a new page with the title "Sign in"", "a page titled X opens": the page's title.
  [
    /^(?:see\s+)?(?:an?\s+|the\s+)?(?:new\s+)?(?:page|tab|window)\s+(?:with\s+(?:the\s+)?title|titled|entitled)\s+(.+?)(?:\s+(?:opens|is\s+(?:shown|displayed|opened)))?$/i,
    'the title is $1',
  ],
  // "Save the changes", "Save the form": its Save button.
  [
    /^save\s+(?:the\s+|all\s+|my\s+)?(?:changes|form|settings|details|profile|record|entry|data|edits|updates)$/i,
    'click Save',
  ],
  // "The name is updated to "Bob"", "the status changes to Done": what it now reads.
  [/^(.+?)\s+(?:is\s+|should\s+be\s+|has\s+been\s+)?(?:updated|changed|set|renamed)\s+to\s+(.+)$/i, '$1 is $2'],
  [/^(.+?)\s+(?:changes|updates)\s+to\s+(.+)$/i, '$1 is $2'],
  // "An error message is displayed for invalid credentials": why it shows is no part of what is seen.
  [
    /^(.+?\s+(?:is|are|should\s+be|gets?)\s+(?:displayed|shown|visible))\s+(?:for|when|after|because|on\s+(?:entering|clicking|submitting))\s+.+$/i,
    '$1',
  ],
  // "The logo is displayed on the top left corner": where on the screen says nothing a check looks at.
  [
    /\s+(?:(?:which|that)\s+is\s+)?(?:(?:located|placed|positioned|situated)\s+)?(?:at|on|in)\s+(?:the\s+)?(?:(?:very\s+)?(?:top|bottom|upper|lower|left|right|far|center|centre|middle)(?:[\s-]+|$))+(?:hand\s+)?(?:corner|side|part|area|edge)?(?:\s+of\s+the\s+(?:page|screen|window|header))?$/i,
    '',
  ],
  // "The addButton and shareButton are visible", "the Name and Email fields are visible": each of them is.
  [
    /^((?:(?:verify|check|assert|ensure|confirm|validate)\s+(?:that\s+)?)?)(?:the\s+)?((?!verify\b|check\b)(?:(?!\uE000|and\b)[\w'-]+\s+){0,2}[\w'-]+|\uE000\d+\uE001)\s+and\s+(?:the\s+)?((?:(?!\uE000|and\b)[\w'-]+\s+){0,2}[\w'-]+|\uE000\d+\uE001)\s+(fields|buttons|links|checkboxes|tabs|icons|images|inputs|boxes|headings)\s+(?:are|should\s+be|must\s+be)\s+(not\s+)?(visible|displayed|shown|hidden|enabled|disabled|checked|unchecked|selected|present|empty)$/i,
    (_, check = '', one = '', other = '', roles = '', not = '', state = '') =>
      `${check}the ${one} ${singular(roles)} is ${not}${state} and the ${other} ${singular(roles)} is ${not}${state}`,
  ],
  [
    /^((?:(?:verify|check|assert|ensure|confirm|validate)\s+(?:that\s+)?)?)(?:the\s+)?((?!verify\b|check\b)(?:(?!\uE000|and\b)[\w'-]+\s+){0,2}[\w'-]+|\uE000\d+\uE001)\s+and\s+(?:the\s+)?((?:(?!\uE000|and\b)[\w'-]+\s+){0,2}[\w'-]+|\uE000\d+\uE001)\s+(?:are|should\s+be|must\s+be)\s+(not\s+)?(visible|displayed|shown|hidden|enabled|disabled|checked|unchecked|selected|present)$/i,
    '$1$2 is $4$5 and $3 is $4$5',
  ],
  // "… contains text "Great success!"": the words.
  [/\s(contains?|has|shows?|displays?)\s+(?:the\s+)?text\s+(?=\uE000)/i, ' $1 '],
  // "The correct logo is displayed": whether it is right is what the check finds out.
  [
    /\b(the|a|an)\s+(?:correct|right|proper|expected|appropriate|relevant|respective|corresponding)\s+(?=(?!of\b)[\w\uE000])/gi,
    '$1 ',
  ],
  // "AlertButton element", "the Submit control": what it is called, not what it is. A name is capitalized or quoted;
  // "for element to …" keeps its words.
  [/\b([A-Z][\w-]*|\uE000\d+\uE001)\s+(?:[Ww]eb\s*[Ee]lement|[Ee]lement|[Cc]ontrol|[Cc]omponent)(?=\s|$)/g, '$1'],
  // "Clicks on sign in using header": where it is.
  [
    /\s+(?:using|via|through)\s+(?:the\s+)?(header|footer|sidebar|navigation(?:\s+bar)?|nav\s*bar|menu\s+bar|top\s+bar|side\s+menu|left\s+menu)$/i,
    ' in the $1',
  ],
  // "Enter username "test" and password "secret"": each typed into its field.
  [
    /^(enter|type|input|fill\s+in|provide)\s+(?:the\s+)?(user\s*name|username|e-?mail(?:\s+address)?|login)\s+(?:as\s+)?(\uE000\d+\uE001|(?!(?:and|or|then)\s)[^\s,]+)\s*(?:,|\s)\s*(?:and\s+)?(?:the\s+)?password\s+(?:as\s+)?(\uE000\d+\uE001|(?!(?:and|or|then)(?:\s|$))[^\s,]+)/i,
    '$1 $3 into $2 and $1 $4 into password',
  ],
  // "The url "http://…" is opened": going there.
  [
    /^(?:the\s+)?(?:url|page|address|link|site|website)\s+(\uE000\d+\uE001|https?:\/\/\S+)\s+is\s+(?:opened|open|loaded|visited|displayed)$/i,
    'go to $1',
  ],
  // "I go to the Radio Button webpage "https://…"": the address the step gives, whatever it calls the page.
  [
    /^(go\s+to|navigate\s+to|open|visit|am\s+on|be\s+on)\s+(?:the\s+)?(?:(?!\uE000)[\w'-]+\s+){0,4}(?:web\s*page|page|site|website|url|screen)\s+(?:at\s+)?(\uE000\d+\uE001|https?:\/\/\S+)$/i,
    '$1 $2',
  ],
  // "I should be in homepage": on it.
  [/^(am|was|should\s+be|must\s+be)\s+in\s+(?:the\s+)?(home\s*page|main\s+page|landing\s+page)$/i, '$1 on the $2'],
  // "Hover over the element with text "Contrary"": the element those words are on.
  [/\bthe\s+(?:element|item|button|link)\s+with\s+(?:the\s+)?(?:text|label|name|title)\s+(?=\uE000)/i, ''],
  // "I should see links to "About", "Shop" and "Blog" in the footer": each of them.
  [
    /^(see|should\s+see)\s+(?:the\s+)?(links?|buttons?|tabs?|headings?)\s+(?:to\s+|for\s+|named\s+|called\s+|labell?ed\s+)?((?:\uE000\d+\uE001\s*(?:,\s*(?:and\s+)?|\s+and\s+))+\uE000\d+\uE001)(\s+(?:in|on|inside|within)\s+.+)?$/i,
    (_, verb = '', roles = '', names = '', place = '') =>
      names
        .split(/\s*,\s*(?:and\s+)?|\s+and\s+/)
        .map((name) => `${verb} the ${name} ${singular(roles)}${place}`)
        .join(' and '),
  ],
  // "A message "Saved" displays", "a logo in the footer is present": the one the step points at.
  [
    /^an?\s+(?=(?:(?!\uE000)[\w'-]+\s+){0,4}(?:\uE000\d+\uE001\s+)?(?:is|are|displays|appears|exists|should)\b)/i,
    'the ',
  ],
  [/^(.+?)\s+displays$/i, '$1 is displayed'],
  // "It should not allow to select "No"": that control is disabled.
  [
    /^(?:(?:the\s+)?(?:system|app|application|site|page|form)\s+)?(?:should\s+not|shouldn't|must\s+not|does\s+not|doesn't|cannot|can't)\s+(?:allow|let|permit)\s+(?:me\s+|the\s+user\s+|users?\s+|you\s+)?(?:to\s+)?(?:select|choose|click|check|tick|edit|press)\s+(.+)$/i,
    '$1 is disabled',
  ],
  // "I should not be able to click Delete": that control is disabled; "… edit the title": that field is.
  [
    /^(?:(?:should|must)\s+not\s+be\s+able\s+to|shouldn't\s+be\s+able\s+to|cannot|can't|can\s+not|is\s+not\s+able\s+to|am\s+not\s+able\s+to)\s+(?:(click(?:\s+on)?|select|choose|check|tick|press)|edit|change|modify|type\s+(?:in|into))\s+(?:the\s+)?(.+?)(\s+field)?$/i,
    (_, click = '', what = '', field = '') =>
      `the ${what}${click || field || /\uE001$/.test(what) ? field : ' field'} is disabled`,
  ],
  // "… is not displayed for regular users": who is signed in is the test's to set up, not part of what is seen.
  [/\s+for\s+(?:regular|normal|standard|guest|basic|non-admin|unprivileged)\s+users?$/i, ''],
  // "The username is displayed top right": where on the screen, with no "at", says nothing either.
  [
    /(\s(?:is|are)\s+(?:displayed|shown|visible|present))\s+(?:(?:at|on|in)\s+)?(?:the\s+)?(?:top|bottom|upper|lower)(?:[\s-]+(?:left|right))?(?:[\s-]+(?:hand\s+)?(?:corner|side))?$/i,
    '$1',
  ],
  // "An invalid email error is displayed": that field shows it is wrong.
  [
    /^((?:(?:verify|check|assert|ensure|confirm|validate)\s+(?:that\s+)?)?)(?:the\s+|an?\s+)?(?:invalid|wrong|incorrect|bad)\s+((?:(?!\uE000)[\w-]+\s+){0,2}?[\w-]+)\s+(?:error(?:\s+message)?|message|warning)\s+(?:is|should\s+be|are)\s+(?:displayed|shown|visible)$/i,
    '$1the $2 field is invalid',
  ],
  // "The footer logo is present": the logo in the footer.
  [
    /^(the\s+)(header|footer|sidebar|navbar|navigation\s+bar)\s+((?:(?!\uE000)[\w-]+\s+){0,2}?[\w-]+)\s+(?=(?:is|are|should|displays)\b)/i,
    '$1$3 in the $2 ',
  ],
  [/^(.*\bboth\s.*?)\s+(?:should|must)\s+not\s+be\s+/i, '$1 are not '],
  // "Both checkboxes are checked": the first and the second of them.
  [
    /^((?:(?:verify|check|assert|ensure|confirm|validate)\s+(?:that\s+)?)?)both\s+(?:the\s+)?(checkboxes|check\s+boxes|boxes|radio\s+buttons|switches|toggles|fields|buttons|links|tabs)\s+(?:are|should\s+be|must\s+be)\s+(not\s+)?(checked|unchecked|ticked|selected|enabled|disabled|visible|hidden|displayed|empty)$/i,
    (_, check = '', roles = '', not = '', state = '') => {
      // Boxes ticked or not are checkboxes; boxes empty or not are fields.
      const role = /^boxes$/i.test(roles) && /ed$/i.test(state) ? 'checkbox' : singular(roles);
      return `${check}the first ${role} is ${not}${state} and the second ${role} is ${not}${state}`;
    },
  ],
  // "Check both checkboxes", "Tick both boxes": the first and the second.
  [
    /^(check|tick|select|click|uncheck|untick)\s+both\s+(?:the\s+)?(checkboxes|check\s+boxes|boxes|radio\s+buttons|switches|toggles|buttons|links)$/i,
    (_, verb = '', roles = '') => {
      const role = /^boxes$/i.test(roles) ? 'checkbox' : singular(roles);
      return `${verb} the first ${role} and ${verb} the second ${role}`;
    },
  ],
  // "Confirm cookies", "Agree to the cookies": accepting them.
  [/^(?:confirm|allow|agree\s+to|consent\s+to|ok)\s+(?:the\s+|all\s+)?cookies(?:\s+banner)?$/i, 'accept cookies'],
  // "Search for a product "nike"": the quoted words are what is searched for.
  [/^(search\s+for)\s+(?:an?|the|some)\s+(?:(?!\uE000)[\w-]+\s+){1,2}(\uE000\d+\uE001)$/i, '$1 $2'],
  // "has navigated to the homepage", "I have gone to the cart": being there, so going there.
  [/^have\s+(?:already\s+)?(?:navigated|gone|been)\s+to\s+/i, 'go to '],
  // "I should be in the home page": on it.
  [/^(am|was|should\s+be|must\s+be)\s+in\s+the\s+(.+?\s+(?:page|screen))$/i, '$1 on the $2'],
  // "The confirmation page should show "Saved"": the page shows it; a page is no element to read a value from.
  [
    /^(?:the\s+)?(?:(?!\uE000)[\w'-]+\s+){1,4}(?:page|screen)\s+(?:shows|displays|contains|says|should\s+(?:show|display|contain|say))\s+(.+)$/i,
    'see $1',
  ],
  // "Check for broken images", "Verify broken links": every image shown has loaded.
  [
    /^(?:check|look|verify|test|validate)\s+(?:for\s+)?(?:any\s+|the\s+)?broken\s+(?:images?|pictures?)$/i,
    'there should be no broken images',
  ],
  // "Check error message visibility", "Verify the presence of the logo": whether it is shown.
  [
    /^(?:check|verify|validate|confirm|assert)\s+(?:the\s+)?(.+?)\s+(?:visibility|presence|existence|is\s+present)$/i,
    'verify that $1 is visible',
  ],
  [
    /^(?:check|verify|validate|confirm|assert)\s+(?:the\s+)?(?:visibility|presence|existence)\s+of\s+(.+)$/i,
    'verify that $1 is visible',
  ],
  // "No output should be displayed", "no spinner is visible": that thing, not shown (plural nouns are counted).
  [
    /^no\s+((?:(?!\uE000)[\w'-]+\s+){0,2}(?:[\w'-]*[^s\s]|\uE000\d+\uE001))\s+(?:is|should\s+be|must\s+be|will\s+be|gets)\s+(displayed|shown|visible|present)(?:\s+on\s+the\s+(?:page|screen))?$/i,
    'the $1 should not be $2',
  ],
  // "a text saying Accounts Overview", "the message that says Saved": the words it says.
  [
    /^((?:should\s+|must\s+|can\s+)?see\s+)(?:an?|the)\s+(?:[\w-]+\s+)?(?:text|message|label|notification|banner|alert|note)\s+(?:saying|that\s+says|which\s+says|reading|that\s+reads|with\s+(?:the\s+)?text)\s+(?:that\s+)?/i,
    '$1',
  ],
  // "the BOOK NOW top menu", "Reports side menu": an entry of that menu.
  [/(?<!^|\b(?:the|on|in|at|from|of|to|via))\s+(top|main|side|left|right|nav(?:igation)?)\s+menu$/i, ' in the $1 menu'],
  // "I should see the users page", "see the login page": being on it.
  [
    /^(?:should\s+|must\s+|can\s+)?see\s+(?:the\s+)?((?:(?!\uE000)[\w'-]+\s+){1,3}(?<!\bper\s)(?:page|screen))$/i,
    'should be on the $1',
  ],
  // "Check out", "check out with the test card": the shop's checkout, never a box ticked.
  [/^check\s+out\b(?!\s+(?:the\s+)?(?:\uE000\d+\uE001\s+)?(?:box|checkbox|check\s+box)\b)/i, 'checkout'],
  // "Wait for page load after submit": for the page to load, whatever came before.
  [
    /^wait\s+for\s+(?:the\s+)?page\s+(?:to\s+)?loads?(?:ing)?\s+(?:after|once|when)\s+.+$/i,
    'wait for the page to load',
  ],
  // "There is a LinkedIn icon on the page": it is shown; "there is no error message present": it is not.
  [
    /^there\s+(?:is|should\s+be)\s+(an?|no)\s+((?:(?!\uE000)[\w'-]+\s+){0,3}?(?:icon|logo|image|button|link|message|banner|heading|field|checkbox|error|alert|notification|tooltip|badge|menu|dialog|modal))(?:\s+(?:present|shown|displayed|visible))?(?:\s+on\s+the\s+(?:page|screen))?$/i,
    (_, which = '', thing = '') => (/^no$/i.test(which) ? `should not see the ${thing}` : `the ${thing} is visible`),
  ],
  // "The logo is visible in the header": the logo in the header, visible.
  [
    /^((?:the\s+)?(?:(?!\uE000)[\w'-]+\s+|\uE000\d+\uE001\s+){0,4}?(?:[\w'-]+|\uE000\d+\uE001))\s+(is|are|should\s+be)\s+(visible|displayed|shown|present)\s+((?:in|on|inside|within)\s+the\s+(?:header|footer|sidebar|navigation|nav\s*bar|menu|dialog|modal|top\s+bar|page\s+header))$/i,
    '$1 $4 $2 $3',
  ],
  // "Verify the second checkbox is in the unchecked state": it is unchecked.
  [
    /\s(is|are|should\s+be)\s+in\s+(?:an?|the)\s+(checked|unchecked|enabled|disabled|selected|unselected|expanded|collapsed|hidden|visible|active|inactive)\s+(?:state|mode)$/i,
    ' $1 $2',
  ],
  // "The user expects the list to be sorted by name", "expect the box not to be checked": that it is.
  [
    /^expects?\s+(?:that\s+)?(?!to\s)(.+?)\s+(not\s+)?to\s+be\s+(?!visible$|displayed$|shown$|present$)(.+)$/i,
    (_, what = '', not = '', state = '') => `verify that ${what} is ${not ? 'not ' : ''}${state}`,
  ],
  // "I expect the section header "III. Alerts" to exist", "expect X not to be visible".
  [
    /^(?:expect|verify|check|assert)\s+(?:that\s+)?(.+?)\s+(not\s+)?to\s+(?:exist|be\s+(?:visible|displayed|shown|present))$/i,
    (_, what = '', not = '') => `verify that ${what} is ${not ? 'not ' : ''}visible`,
  ],
  // "Given User on the dashboard page": a subject on a page, its verb left out.
  [/^(?:the\s+)?(?:user|customer|admin|visitor)\s+(?:is\s+)?on\s+(?=(?:the\s+)?\S)/i, 'am on '],
  // "Given I am a logged in user", "I am an authenticated user": signed in.
  [
    /^am\s+(?:an?\s+)?(?:logged[\s-]?in|signed[\s-]?in|authenticated|registered|existing)\s+(?:user|customer|member|admin|administrator)$/i,
    'am logged in',
  ],
  // "Click the agree radio button at page bottom": where on the page says nothing a step needs.
  [/\s+at\s+(?:the\s+)?(?:page\s+)?(?:bottom|top)(?:\s+of\s+the\s+(?:page|screen))?$/i, ''],
  // "Click Computers from the homepage": the page the step is on says nothing of where on it.
  [
    /^((?:click|tap|press|select|choose|hover)\s+.+?)\s+(?:from|on|in)\s+the\s+(?:home\s*page|main\s+page|landing\s+page)$/i,
    '$1',
  ],
  // "press on Computers": pressed on is clicked.
  [/^press\s+on\s+/i, 'click '],
  // "Search products by "new arrivals"": the words searched for.
  [/^search\s+(?:for\s+)?(?:the\s+)?(?:[\w-]+\s+){1,2}by\s+(?=\uE000\d+\uE001$)/i, 'search for '],
  // "Enter "100" text into the Amount field": the value, the word "text" aside.
  [/(\uE000\d+\uE001)\s+(?:text|value|string|number)\s+(?=(?:into|in|to)\s)/i, '$1 '],
  // "the user should see the dashboard": being on it, not the word "dashboard" (a menu shows it on every page).
  [
    /^(should\s+|must\s+|can\s+)?see\s+(?:the|their|his|her|my)\s+(dashboard|home\s*page|landing\s+page|login\s+(?:page|screen|form))$/i,
    'should be on the $2',
  ],
  // "the user remains on the login page", "stays on": still there.
  [
    /^(?:(?:the\s+)?(?:user|customer|visitor)\s+)?(?:should\s+|must\s+)?(?:remains?|stays?|is\s+still)\s+on\s+/i,
    'am on ',
  ],
  // "Open the browser and navigate to the application URL": the environment's address.
  [
    /^(?:open|launch|start)\s+(?:the\s+|a\s+)?(?:web\s+)?browser\s+(?:and\s+)?(?=(?:navigate|go|open|visit|load|enter)\b)/i,
    '',
  ],
  // "The error "Password is required" is displayed below the password field": where beside it, no part of what shows.
  [
    /(\uE000\d+\uE001)\s+(is|are|should\s+be)\s+(displayed|shown|visible)\s+(?:right\s+)?(?:below|under|beneath|above|next\s+to|beside)\s+(?:the\s+)?(?:[\w-]+\s+){0,3}(?:field|input|box|button|form)$/i,
    '$1 $2 $3',
  ],
  // "Upload a profile picture "avatar.png"": the file quoted, whatever it is called.
  [/^(upload|attach)\s+(?:an?|the|my)\s+(?:(?!\uE000)[\w-]+\s+){1,3}(?=\uE000\d+\uE001$)/i, '$1 '],
  // "The status of "Order #1001" should be "Cancelled"", "the price for "Backpack" is "$29.99"": words in that item's
  // part of the page.
  [
    /^(?:the\s+)?(?:\uE000\d+\uE001|[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+(?:column\s+|cell\s+|field\s+)?(?:of|for)\s+(?:the\s+(?:row|item|product|entry|record)\s+)?(\uE000\d+\uE001)\s+(?:should\s+be|is|shows?|should\s+(?:show|read|say)|displays?|reads?|says?)\s+(\uE000\d+\uE001)$/,
    'see $2 next to $1',
  ],
  // "Click on the second page", "go to the third page" of a list: that page by its number.
  [
    /^(?:click(?:\s+on)?|go\s+to|navigate\s+to|open|move\s+to)\s+the\s+(second|third|fourth|fifth|\d+(?:st|nd|rd|th))\s+page$/i,
    (_, nth = '') =>
      `go to page ${{ second: 2, third: 3, fourth: 4, fifth: 5 }[nth.toLowerCase()] ?? Number.parseInt(nth, 10)}`,
  ],
  // "There are no error messages": no message of that kind, not the words "error message".
  [
    /^there\s+(?:are|is|should\s+be)\s+no\s+(?=(?:[\w-]+\s+)?(?:error|warning|success|confirmation|validation)\s+(?:messages?|notifications?|alerts?|toasts?)$)/i,
    'should not see ',
  ],
  // "The error reads "Invalid email"", "the toast says "Saved"": the words the message shows.
  [
    /^(?:the\s+)?(?:[\w-]+\s+)?(?:error|message|notification|alert|toast|snackbar|banner|warning)(?:\s+message)?\s+(?:reads|says|should\s+(?:read|say))\s+(?=\uE000\d+\uE001$)/i,
    'see ',
  ],
  // "I pick "10" elements in records per page controller": the option quoted, whatever it counts; the control by
  // its name, without "controller".
  [
    /^((?:select|choose|pick)\s+\uE000\d+\uE001)\s+(?:elements|items|rows|results|entries|records)\s+(in|from)\s+(?:the\s+)?(.+?)(?:\s+(?:controller|control|selector|picker))?$/i,
    '$1 $2 $3',
  ],
  // "… contains Please select an option text": the words (a capital says they are the page's), without "text".
  [/(\s(?:contains?|shows?|displays?|reads?)\s+(?!\uE000)[A-Z][^\uE000]*?)\s+text$/, '$1'],
  // "Check for the Logout link", "I check for "Checkboxes" element": looked for, never a box ticked.
  [
    /^check\s+for\s+(?!(?:any\s+|the\s+)?(?:errors?|issues|problems|bugs|updates)\b)(?!.*\s(?:is|are|has|have)\s)(.+)$/i,
    'verify that $1 is visible',
  ],
];

/** "checkboxes" → "checkbox", "fields" → "field": one of the role words a plural named. */
const singular = (roles: string): string => roles.replace(/(?<=x)es$|s$/i, '');

export const rephrased = (text: string): string =>
  PHRASINGS.reduce(
    (words, [pattern, replacement]) =>
      typeof replacement === 'string' ? words.replace(pattern, replacement) : words.replace(pattern, replacement),
    text,
  ).replace(LEAVE_EMPTY, (whole: string, names: string) =>
    // "Leave fields blank": which fields, the step does not say.
    /^(?:the\s+|all\s+(?:the\s+)?)?(?:fields|inputs|boxes|form)$/i.test(names)
      ? whole
      : names
          .split(/\s*,\s*(?:and\s+)?|\s+and\s+/i)
          .map((name) => `clear the ${name} field`)
          .join(' and '),
  );

/** "Leave username empty", "Leave the username and password fields blank": each field emptied. */
const LEAVE_EMPTY =
  /^leave\s+(?:the\s+)?(.+?)(?:\s+(?:field|fields|input|inputs|box|boxes))?\s+(?:empty|blank|unfilled|as\s+is)(?=$|\s+and\s+)/i;
