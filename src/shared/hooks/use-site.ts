import { graphql, useStaticQuery } from "gatsby";

/** Site settings, words and navigation from data/site.yaml and data/navigation.yaml. */
export function useSite() {
  const data = useStaticQuery<Queries.SiteDataQuery>(graphql`
    query SiteData {
      site {
        siteMetadata {
          siteUrl
        }
      }
      siteYaml {
        name
        tagline
        description
        titleSeparator
        feedTitle
        email
        copyright
        office {
          city
          country
        }
        social {
          network
          label
          url
        }
        labels {
          skipToContent
          homeLink
          primaryNav
          openMenu
          menuPages
          closeMenu
          menuSearch
          menuSearchEmpty
          soon
          soonName
          darkMode
          backToTop
          breadcrumb
          home
          footerNav
          socialNav
          externalLink
          appBadges
          carouselPause
          carouselPlay
          carouselPrevious
          carouselNext
          logout
          signInCrumb
        }
        shop {
          cartButton
        }
        search {
          button
        }
      }
      navigationYaml {
        header {
          label
          to
          menu
        }
        login {
          label
          to
        }
        dashboard {
          label
          to
        }
        team {
          label
        }
        demo {
          label
        }
        waitlist {
          label
          to
        }
        solutions {
          heading
          items {
            label
            to
            soon
          }
        }
        footerColumns {
          heading
          links {
            label
            to
            dialog
          }
        }
        footerBottom {
          label
          to
          role
          dialog
        }
        footerVariants {
          key
          privacyLabel
          legalLabel
          showAppBadges
        }
        appBadges {
          alt
          image {
            publicURL
          }
        }
      }
    }
  `);
  if (!data.siteYaml || !data.navigationYaml) throw new Error("data/site.yaml and data/navigation.yaml are required.");
  return {
    siteUrl: data.site?.siteMetadata?.siteUrl ?? "",
    site: data.siteYaml,
    nav: data.navigationYaml,
  };
}

export type SiteData = ReturnType<typeof useSite>;
